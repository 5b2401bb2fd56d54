import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import * as z from 'zod/mini';
import { DESCRIPTION_MAX_LENGTH } from '@portal/sdk';
import { ContactFormRequest, Email } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { RadioGroupField, TextAreaField, TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';

const ReportReason = ContactFormRequest.shape.reason.def.innerType;
export type ReportReason = z.infer<typeof ReportReason>;

/** Wire values → catalog keys (feedback.report.reasons.*), in the order the form lists them. */
export const REPORT_REASON_KEYS: Readonly<Record<ReportReason, string>> = {
  under_18: 'underage',
  coercion: 'coercion',
  stolen_photos: 'stolenPhotos',
  fake_profile: 'fake',
  other: 'other',
};

const ReportSchema = z.object({
  reason: ReportReason,
  details: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(DESCRIPTION_MAX_LENGTH)),
  email: z.union([z.literal(''), Email]),
});
type ReportInput = z.input<typeof ReportSchema>;
type ReportValues = z.output<typeof ReportSchema>;

export interface ReportFormProps {
  /** The address of the reported page; sent as `page_url` so the moderators know what to check. */
  pageUrl: string;
  /** `client.session.sendContactForm` (§7: reports go through the contact form). */
  onSubmit: (request: ContactFormRequest) => Promise<unknown>;
  /** The logged-in reporter; their email is used when the optional field is left empty. */
  reporter?: { name: string; email: string } | null;
  /**
   * The address sent when an anonymous reporter leaves the email empty: ContactFormRequest
   * requires one. The site's own no-reply address, so a report never needs personal data.
   */
  anonymousEmail: string;
  /** Called after the report was received (the dialog shows its receipt). */
  onSent?: () => void;
  className?: string;
}

/** Builds the contact-form request of a report (exported for the page and the tests). */
export function buildReportRequest(
  values: ReportValues,
  { pageUrl, reporter, anonymousEmail }: Pick<ReportFormProps, 'pageUrl' | 'reporter' | 'anonymousEmail'>,
): ContactFormRequest {
  return ContactFormRequest.parse({
    name: reporter?.name || 'Anonymous',
    email: values.email || reporter?.email || anonymousEmail,
    // Staff tooling reads the subject, so it stays in English whatever the reporter's language.
    subject: `Report: ${values.reason}`,
    message: values.details,
    page_url: pageUrl,
    reason: values.reason,
  });
}

/** "Report this profile": reason, details and an optional email for questions. */
export function ReportForm({ pageUrl, onSubmit, reporter, anonymousEmail, onSent, className }: ReportFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ReportInput, unknown, ReportValues>({
    resolver: zodResolver(ReportSchema),
    defaultValues: { details: '', email: '' },
  });
  const { status, run } = useSubmission({ t, fields: ['details', 'email'], setError });

  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(buildReportRequest(values, { pageUrl, reporter, anonymousEmail }));
    onSent?.();
    return t('feedback.report.received');
  }));

  if (status.kind === 'success') return <FormAlert tone="success" className={className}>{status.message}</FormAlert>;

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      <RadioGroupField
        label={t('feedback.report.reason')}
        options={(Object.keys(REPORT_REASON_KEYS) as ReportReason[]).map((value) => ({
          value, label: t(`feedback.report.reasons.${REPORT_REASON_KEYS[value]}`),
        }))}
        error={translateFieldError(t, errors.reason)}
        inputProps={register('reason')}
      />
      <TextAreaField label={t('feedback.report.details')} error={translateFieldError(t, errors.details)} {...register('details')} />
      <TextField
        label={t('feedback.report.email')} type="email" autoComplete="email" inputMode="email"
        error={translateFieldError(t, errors.email)} {...register('email')}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('feedback.report.send')}</Button>
      </div>
    </form>
  );
}
