import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import * as z from 'zod/mini';
import { LoginRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { CheckboxField, TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';

const LoginFormSchema = z.extend(LoginRequest, { remember: z.boolean() });
type LoginFormInput = z.input<typeof LoginFormSchema>;

export interface LoginFormProps {
  /** Logs in; `useSession().login` fits as is. Rejects with the client's error. */
  onSubmit: (credentials: LoginRequest, options: { remember: boolean }) => Promise<unknown>;
  forgotPasswordHref: string;
  /** Shown under the form for visitors without an account. */
  registerHref?: string;
  /**
   * §8: a wrong password opens the app's wrong-password popup. Without this handler the form says
   * it inline instead. `focusPassword` puts focus on the password field with its text selected:
   * the popup calls it once closed, so the visitor types the password again at once.
   */
  onWrongPassword?: (retry: { focusPassword: () => void }) => void;
  defaultEmail?: string;
  /**
   * A failure to show before anything is sent from here: the login that was posted without
   * script and came back (§8's "The password is not correct!"), under its field when it is about
   * one, else above the form. The next send replaces it.
   */
  error?: LoginFormError | null;
  className?: string;
}

export interface LoginFormError {
  readonly message: string;
  readonly field?: 'email' | 'password';
}

const isWrongPassword = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'wrong-password';

/** §2 login: email, password, remember me and the forgot-password link. */
export function LoginForm({ onSubmit, forgotPasswordHref, registerHref, onWrongPassword, defaultEmail = '', error = null, className }: LoginFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, setFocus, formState: { errors, isSubmitting } } = useForm<LoginFormInput>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: defaultEmail, password: '', remember: false },
  });
  const [sent, setSent] = useState(false);
  const shown = sent ? null : error;
  const returned = (field: LoginFormError['field']) => (shown && shown.field === field ? shown.message : undefined);
  const { status, run } = useSubmission({
    t, fields: ['email', 'password'], setError,
    onError: (error) => {
      if (!isWrongPassword(error) || !onWrongPassword) return false;
      onWrongPassword({ focusPassword: () => setFocus('password', { shouldSelect: true }) });
      return true;
    },
  });

  const submit = handleSubmit(({ remember, ...credentials }) => run(async () => {
    setSent(true);
    await onSubmit(credentials, { remember });
  }));

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      {shown && !shown.field ? <FormAlert tone="error">{shown.message}</FormAlert> : null}
      <TextField
        label={t('auth.login.email')} type="email" autoComplete="username" inputMode="email"
        error={translateFieldError(t, errors.email) ?? returned('email')} {...register('email')}
      />
      <TextField
        label={t('auth.login.password')} type="password" autoComplete="current-password"
        error={translateFieldError(t, errors.password) ?? returned('password')} {...register('password')}
      />
      <CheckboxField label={t('auth.login.remember')} {...register('remember')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('auth.login.submit')}</Button>
        <AppLink href={forgotPasswordHref} className={fieldStyles.link}>{t('auth.login.forgot')}</AppLink>
      </div>
      {registerHref ? (
        <p>
          {t('auth.login.noAccount')} <AppLink href={registerHref} className={fieldStyles.link}>{t('nav.register')}</AppLink>
        </p>
      ) : null}
    </form>
  );
}
