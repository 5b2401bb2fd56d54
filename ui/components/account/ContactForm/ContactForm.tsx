import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import * as z from 'zod/mini';
import { ContactFormRequest } from '@portal/sdk/schemas';
import { useFormDraft } from '@portal/sdk/react';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { TextAreaField, TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { K } from '../internal/keys';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { useDraftSync } from '../internal/useDraftSync';

/** The feedback page's fields; `page_url` and `reason` belong to reports (see ReportForm). */
const ContactSchema = z.pick(ContactFormRequest, { name: true, email: true, subject: true, message: true });
type ContactInput = z.input<typeof ContactSchema>;
export type ContactValues = z.output<typeof ContactSchema>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

export interface ContactFormProps {
  /** `client.session.sendContactForm`: resolves on 'Thank you for your message!', rejects otherwise. */
  onSubmit: (values: ContactValues) => Promise<unknown>;
  /** Prefill for logged-in visitors. */
  defaultValues?: Partial<Pick<ContactInput, 'name' | 'email'>>;
  /** sessionStorage key of the unsent text (`formDraftKey('contact', path)`); null keeps no draft. */
  draftKey?: string | null;
  className?: string;
}

/** §2 /feedback: name, email, subject and message; success 'Thank you for your message!'. */
export function ContactForm({ onSubmit, defaultValues, draftKey = null, className }: ContactFormProps) {
  const { t } = useCachedTranslation();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = form;
  const draft = useFormDraft(draftKey, (stored) => {
    const restored = z.partial(z.object({ subject: z.string(), message: z.string() })).safeParse(stored);
    if (restored.success) form.reset({ ...form.getValues(), ...restored.data }, { keepDefaultValues: true });
  });
  // Only the text is kept: name and email are prefilled anyway, and less personal data lingers.
  useDraftSync(form.watch, draft, ['subject', 'message']);
  const { status, run } = useSubmission({ t, fields: FIELDS, setError });

  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    draft.clear();
    form.reset({ ...EMPTY, ...defaultValues });
    return t(K.contactThanks);
  }));

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'success' ? <FormAlert tone="success">{status.message}</FormAlert> : null}
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      <TextField label={t('feedback.name')} autoComplete="name" error={translateFieldError(t, errors.name)} {...register('name')} />
      <TextField
        label={t('feedback.email')} type="email" autoComplete="email" inputMode="email"
        error={translateFieldError(t, errors.email)} {...register('email')}
      />
      <TextField label={t('feedback.subject')} error={translateFieldError(t, errors.subject)} {...register('subject')} />
      <TextAreaField label={t('feedback.message')} error={translateFieldError(t, errors.message)} {...register('message')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('feedback.send')}</Button>
      </div>
    </form>
  );
}
