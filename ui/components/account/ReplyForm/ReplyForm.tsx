import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import type { Role } from '@portal/sdk';
import { ReviewReplyRequest } from '@portal/sdk/schemas';
import { useFormDraft } from '@portal/sdk/react';
import { interactionPermission } from '@portal/sdk';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { TextAreaField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFeedbackError, translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { useDraftSync } from '../internal/useDraftSync';

type ReplyInput = z.input<typeof ReviewReplyRequest>;
type ReplyValues = z.output<typeof ReviewReplyRequest>;

export interface ReplyFormProps {
  /** The visitor's role: replies are written by models and businesses (§6). */
  role: Role | null;
  /**
   * Whether the visitor owns the reviewed profile or business (the page knows: `user.profile_id`,
   * `user.business_id`). Nothing is rendered otherwise: there is nothing a visitor could do about it.
   */
  isOwner: boolean;
  /** `client.reviews.reply(reviewId, …)`. */
  onSubmit: (values: ReplyValues) => Promise<unknown>;
  draftKey?: string | null;
  /** Called after the reply was saved, with the call's answer (the updated review). */
  onReplied?: (answer: unknown) => void;
  className?: string;
}

/** The reviewed model's or business's answer to a review. */
export function ReplyForm({ role, isOwner, onSubmit, draftKey = null, onReplied, className }: ReplyFormProps) {
  const { t } = useCachedTranslation();
  const allowed = isOwner && interactionPermission('reply', role).allowed;
  const form = useForm<ReplyInput, unknown, ReplyValues>({
    resolver: zodResolver(ReviewReplyRequest),
    defaultValues: { reply: '' },
  });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = form;
  const draft = useFormDraft(allowed ? draftKey : null, (stored) => {
    if (typeof stored.reply === 'string') form.reset({ reply: stored.reply }, { keepDefaultValues: true });
  });
  useDraftSync(form.watch, draft, ['reply']);
  const { status, run } = useSubmission({
    t, fields: ['reply'], setError, describeError: (error) => translateFeedbackError(t, error),
  });

  if (!allowed) return null;

  const submit = handleSubmit((values) => run(async () => {
    const answer = await onSubmit(values);
    draft.clear();
    form.reset({ reply: '' });
    onReplied?.(answer);
    return t('reviews.replySent');
  }));

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'success' ? <FormAlert tone="success">{status.message}</FormAlert> : null}
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      <TextAreaField label={t('reviews.replyLabel')} error={translateFieldError(t, errors.reply)} {...register('reply')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('reviews.reply')}</Button>
      </div>
    </form>
  );
}
