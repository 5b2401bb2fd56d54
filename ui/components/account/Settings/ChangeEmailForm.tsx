import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import { ChangeEmailRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { SettingsSection } from './SettingsSection';
import styles from './Settings.module.css';

type Input = z.input<typeof ChangeEmailRequest>;
type Values = z.output<typeof ChangeEmailRequest>;

export interface ChangeEmailFormProps {
  /** The address in use. */
  email: string;
  /** A new address waiting for its confirmation link, if any. */
  pendingEmail: string | null;
  /** `client.settings.changeEmail`: the new address stays pending until its link is opened. */
  onSubmit: (values: Values) => Promise<unknown>;
}

/** Settings: a new e-mail, confirmed by a link sent to it; the old one works until then. */
export function ChangeEmailForm({ email, pendingEmail, onSubmit }: ChangeEmailFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, resetField, formState: { errors, isSubmitting } } = useForm<Input, unknown, Values>({
    resolver: zodResolver(ChangeEmailRequest), defaultValues: { email: '', current_password: '' },
  });
  const { status, run } = useSubmission({ t, fields: ['email', 'current_password'], setError });
  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    resetField('current_password');
    return null;
  }));
  return (
    <SettingsSection title={t('editor.account.email.title')}>
      <p className={styles.muted}>{t('editor.account.email.current', { email })}</p>
      {pendingEmail ? <FormAlert tone="info">{t('editor.account.email.pending', { email: pendingEmail })}</FormAlert> : null}
      <form className={fieldStyles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
        {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
        <TextField
          label={t('editor.account.email.new')} type="email" autoComplete="email" inputMode="email"
          error={translateFieldError(t, errors.email)} {...register('email')}
        />
        <TextField
          label={t('editor.account.currentPassword')} type="password" autoComplete="current-password"
          error={translateFieldError(t, errors.current_password)} {...register('current_password')}
        />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={isSubmitting}>{t('editor.account.email.submit')}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
