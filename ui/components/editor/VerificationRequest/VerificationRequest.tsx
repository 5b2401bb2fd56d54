import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { z } from 'zod/mini';
import { VerifyProfileRequest } from '@portal/sdk/schemas';
import { editorErrorMap } from '../../features/editor';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import { useErrorText } from '../internal/useErrorText';
import { useServerErrorText } from '../internal/useServerErrorText';
import { VerifiedBadge } from '../VerifiedBadge';
import styles from './VerificationRequest.module.css';

export type VerificationState = 'none' | 'requested' | 'verified';

export interface VerificationRequestProps {
  state: VerificationState;
  /** POST /api/verify-profile with the text as verification_request. */
  onSubmit: (text: string) => Promise<unknown>;
  className?: string;
}

const schema = z.object({ verification_request: VerifyProfileRequest.shape.verification_request });

/** §4 verification: ask for it, the provider then contacts the owner; a verified profile gets its badge. */
export function VerificationRequest({ state, onSubmit, className }: VerificationRequestProps) {
  const { t } = useCachedTranslation();
  const errorText = useErrorText();
  const serverErrorText = useServerErrorText();
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<z.input<typeof schema>>({
    defaultValues: { verification_request: '' },
    resolver: zodResolver(schema, { error: editorErrorMap as never }),
  });
  const current: VerificationState = state === 'none' && sent ? 'requested' : state;

  const submit = form.handleSubmit(async ({ verification_request }) => {
    setFailure(null);
    try {
      await onSubmit(verification_request);
      setSent(true);
    } catch (e) {
      setFailure(e);
    }
  });

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t('editor.verify.title')}</h2>
      {current === 'verified' ? <VerifiedBadge /> : null}
      {current === 'requested' ? (
        <p role="status" className={styles.requested}>{t('editor.verify.requested')}. {t('editor.verify.hint')}</p>
      ) : null}
      {current === 'none' ? (
        <form noValidate onSubmit={submit} className={styles.form}>
          <p className={styles.explanation}>{t('editor.verify.explanation')}</p>
          <FormField
            id={`${id}-text`} label={t('editor.verify.label')} hint={t('editor.verify.hint')} required
            error={errorText(form.formState.errors.verification_request?.message)}
          >
            {(aria) => <textarea {...aria} {...form.register('verification_request')} rows={4} className={fieldStyles.control} />}
          </FormField>
          {failure ? <p role="alert" className={fieldStyles.error}>{serverErrorText(failure)}</p> : null}
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {t('editor.verify.request')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
