import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import { ForgotPasswordRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { K } from '../internal/keys';
import { translateFieldError, translateMessage } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';

type ForgotInput = z.input<typeof ForgotPasswordRequest>;
type ForgotValues = z.output<typeof ForgotPasswordRequest>;

/** What `client.session.forgotPassword` resolves with: 'sent', or §8's 400 answer to show. */
export type ForgotPasswordResult =
  | { outcome: 'sent'; message?: string }
  | { outcome: 'rejected'; message: string };

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotValues) => Promise<ForgotPasswordResult | unknown>;
  loginHref?: string;
  defaultEmail?: string;
  className?: string;
}

/** A rejected outcome (§8: "status 400 returns the response") is shown, not thrown. */
class Rejected extends Error {}

/**
 * §8 forgot-password: on success (the API's 'We have emailed your password reset link.') a
 * neutral text that reads the same whether or not the address has an account; 422 under the
 * field, 400's own message as the alert.
 */
export function ForgotPasswordForm({ onSubmit, loginHref, defaultEmail = '', className }: ForgotPasswordFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: defaultEmail },
  });
  const { status, run } = useSubmission({ t, fields: ['email'], setError });

  const submit = handleSubmit((values) => run(async () => {
    const result = await onSubmit(values);
    if (typeof result === 'object' && result !== null && (result as { outcome?: unknown }).outcome === 'rejected') {
      throw new Rejected((result as { message: string }).message);
    }
    // One neutral text for every address: the page never tells whether an address has an account.
    return t(K.resetLinkSentIfRegistered);
  }));

  if (status.kind === 'success') {
    return (
      <div className={cx(fieldStyles.form, className)}>
        <FormAlert tone="success">{status.message}</FormAlert>
        {loginHref ? <AppLink href={loginHref} className={fieldStyles.link}>{t('nav.login')}</AppLink> : null}
      </div>
    );
  }

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <p>{t('auth.forgot.hint')}</p>
      {status.kind === 'error' ? (
        <FormAlert tone="error">
          {status.error instanceof Rejected ? translateMessage(t, status.error.message) : status.message}
        </FormAlert>
      ) : null}
      <TextField
        label={t('auth.login.email')} type="email" autoComplete="email" inputMode="email"
        error={translateFieldError(t, errors.email)} {...register('email')}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('auth.forgot.submit')}</Button>
        {loginHref ? <AppLink href={loginHref} className={fieldStyles.link}>{t('nav.login')}</AppLink> : null}
      </div>
    </form>
  );
}
