import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import * as z from 'zod/mini';
import { RATE_DURATIONS, RATING_MAX, RATING_MIN, rateDurationLabel, interactionPermission } from '@portal/sdk';
import type { Role } from '@portal/sdk';
import { REVIEW_MESSAGES, MeetingDate, Rating, ReviewCreateRequest, isIsoDate } from '@portal/sdk/schemas';
import { useFormDraft } from '@portal/sdk/react';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { RestrictionNotice } from '../RestrictionNotice';
import { RadioGroupField, SelectField, TextAreaField, TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { K } from '../internal/keys';
import { translateFeedbackError, translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { useDraftSync } from '../internal/useDraftSync';
import { ReviewDraft, todayIso } from './draft';
import styles from './ReviewForm.module.css';

/**
 * The request schema, with the rating read from its radio (react-hook-form hands radios over as
 * strings: it applies no `setValueAs` to them, and an unchecked group as null), and a date of
 * meeting no later than the form's own maximum (the visitor's today; the server allows the
 * furthest time zone's today).
 */
const reviewFormSchema = (maxDate: string) => z.extend(ReviewCreateRequest, {
  rating: z.pipe(z.transform((v) => (v == null || v === '' ? undefined : Number(v))), Rating),
  date_of_meeting: MeetingDate.check(z.refine((date) => !isIsoDate(date) || date <= maxDate, REVIEW_MESSAGES.meetingDateInFuture)),
});
type ReviewFormSchema = ReturnType<typeof reviewFormSchema>;
type ReviewInput = z.input<ReviewFormSchema>;
type ReviewValues = z.output<ReviewFormSchema>;
const FIELDS = ['rating', 'body', 'date_of_meeting', 'duration_of_meeting'] as const;
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
const EMPTY = { body: '', date_of_meeting: '' } as ReviewInput;

export interface ReviewFormProps {
  /** The visitor's role, null for a guest: only clients may review (§6). */
  role: Role | null;
  /** Login page with the return param to this page. */
  loginHref: string;
  /** `client.profiles.createReview(id, …)` or `client.businesses.createReview(id, …)`. */
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  /** sessionStorage key of the unsent review (`formDraftKey('review', path)`); null keeps none. */
  draftKey?: string | null;
  /** The last selectable date of meeting (ISO), default today: a meeting cannot be in the future. */
  maxDate?: string;
  className?: string;
}

/** §3 review: rating, text, date and duration of the meeting; §8 texts for success and failure. */
export function ReviewForm({ role, loginHref, onSubmit, draftKey = null, maxDate, className }: ReviewFormProps) {
  const { t } = useCachedTranslation();
  const permission = interactionPermission('review', role);
  const lastDate = maxDate ?? todayIso();
  const resolver = useMemo(() => zodResolver(reviewFormSchema(lastDate)), [lastDate]);
  const form = useForm<ReviewInput, unknown, ReviewValues>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = form;
  const draft = useFormDraft(permission.allowed ? draftKey : null, (stored) => {
    const restored = ReviewDraft.safeParse(stored);
    if (restored.success) form.reset({ ...form.getValues(), ...restored.data } as ReviewInput, { keepDefaultValues: true });
  });
  useDraftSync(form.watch, draft, FIELDS);
  const { status, run } = useSubmission({
    t, fields: FIELDS, setError, describeError: (error) => translateFeedbackError(t, error),
  });

  if (!permission.allowed) {
    return (
      <RestrictionNotice
        className={className} message={permission.message} loginHref={permission.because === 'guest' ? loginHref : null}
      />
    );
  }

  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    draft.clear();
    form.reset(EMPTY);
    return t(K.reviewCreated);
  }));

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'success' ? <FormAlert tone="success">{status.message}</FormAlert> : null}
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      <RadioGroupField
        label={t('reviews.rating')}
        inline
        optionClassName={styles.star}
        options={RATINGS.map((n) => ({
          value: String(n),
          label: <><span aria-hidden="true" className={styles.stars}>{'★'.repeat(n)}</span> {t('reviews.stars', { count: n })}</>,
        }))}
        error={translateFieldError(t, errors.rating)}
        inputProps={register('rating')}
      />
      <TextAreaField label={t('reviews.body')} error={translateFieldError(t, errors.body)} {...register('body')} />
      <TextField
        label={t('reviews.dateOfMeeting')} type="date" max={lastDate}
        error={translateFieldError(t, errors.date_of_meeting)} {...register('date_of_meeting')}
      />
      <SelectField
        label={t('reviews.durationOfMeeting')}
        placeholder="—"
        options={RATE_DURATIONS.map((d) => {
          const { key, count } = rateDurationLabel(d);
          return { value: d, label: t(key, { count }) };
        })}
        error={translateFieldError(t, errors.duration_of_meeting)}
        {...register('duration_of_meeting', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('reviews.send')}</Button>
      </div>
    </form>
  );
}
