import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import { PasswordResetRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { K } from '../internal/keys';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';

type ResetInput = z.input<typeof PasswordResetRequest>;
type ResetValues = z.output<typeof PasswordResetRequest>;

export interface ResetPasswordFormProps {
  /** The reset token from the link in the email (the page reads it from the URL). */
  token: string;
  /** The email, when the link carries it. */
  defaultEmail?: string;
  /** `client.session.resetPassword`: resolves on 'Your password has been reset.', rejects otherwise. */
  onSubmit: (values: ResetValues) => Promise<unknown>;
  loginHref?: string;
  /** Where a new reset link is asked for: shown instead of the form when the link brought no token. */
  forgotPasswordHref?: string;
  className?: string;
}

/** §8 password reset: token, email, new password twice; success 'Your password has been reset.'. */
export function ResetPasswordForm({ token, ...rest }: ResetPasswordFormProps) {
  // Without the link's token nothing typed here could ever reset a password (the form
  // was shown, then "An error occurred."): say so, and where to get a new link.
  if (!token) return <MissingToken {...rest} />;
  return <ResetForm token={token} {...rest} />;
}

function MissingToken({ forgotPasswordHref, className }: Omit<ResetPasswordFormProps, 'token'>) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(fieldStyles.form, className)}>
      <FormAlert tone="error">{t('auth.reset.missingToken')}</FormAlert>
      {forgotPasswordHref ? <AppLink href={forgotPasswordHref} className={fieldStyles.link}>{t('auth.reset.requestNew')}</AppLink> : null}
    </div>
  );
}

function ResetForm({ token, defaultEmail = '', onSubmit, loginHref, className }: ResetPasswordFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, setValue, formState: { errors, isSubmitting } } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(PasswordResetRequest),
    // The token is a value, not an input: it comes from the link and is never typed.
    defaultValues: { token, email: defaultEmail, password: '', password_confirmation: '' },
  });
  useEffect(() => setValue('token', token), [setValue, token]);
  const { status, run } = useSubmission({ t, fields: ['email', 'password', 'password_confirmation'], setError });

  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    return t(K.passwordReset);
  }));

  if (status.kind === 'success') {
    return (
      <div className={cx(fieldStyles.form, className)}>
        <FormAlert tone="success">{status.message}</FormAlert>
        {loginHref ? <AppLink href={loginHref} className={fieldStyles.link}>{t('nav.login')}</AppLink> : null}
      </div>
    );
  }

  // A missing or broken token cannot be fixed in the form: say so instead of a field error.
  const tokenError = errors.token ? translateFieldError(t, errors.token) : undefined;
  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      {tokenError ? <FormAlert tone="error">{t(K.genericError)}</FormAlert> : null}
      <TextField
        label={t('auth.login.email')} type="email" autoComplete="username" inputMode="email"
        error={translateFieldError(t, errors.email)} {...register('email')}
      />
      <TextField
        label={t('auth.register.password')} type="password" autoComplete="new-password"
        error={translateFieldError(t, errors.password)} {...register('password')}
      />
      <TextField
        label={t('auth.register.confirmPassword')} type="password" autoComplete="new-password"
        error={translateFieldError(t, errors.password_confirmation)} {...register('password_confirmation')}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('auth.reset.submit')}</Button>
      </div>
    </form>
  );
}
