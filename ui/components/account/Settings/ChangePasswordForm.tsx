import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import { ChangePasswordRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { SettingsSection } from './SettingsSection';

type Input = z.input<typeof ChangePasswordRequest>;
type Values = z.output<typeof ChangePasswordRequest>;
const EMPTY: Input = { current_password: '', password: '', password_confirmation: '' };

export interface ChangePasswordFormProps {
  /** `client.settings.changePassword`; a wrong current password comes back under its field. */
  onSubmit: (values: Values) => Promise<unknown>;
}

/** Settings: the current password, then the new one twice. Emptied once saved, kept when refused. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, reset, formState: { errors, isSubmitting } } = useForm<Input, unknown, Values>({
    resolver: zodResolver(ChangePasswordRequest), defaultValues: EMPTY,
  });
  const { status, run } = useSubmission({ t, fields: ['current_password', 'password', 'password_confirmation'], setError });
  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    reset(EMPTY);
    return t('editor.account.password.changed');
  }));
  return (
    <SettingsSection title={t('editor.account.password.title')}>
      <form className={fieldStyles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
        {status.kind === 'idle' ? null : <FormAlert tone={status.kind}>{status.message}</FormAlert>}
        <TextField
          label={t('editor.account.currentPassword')} type="password" autoComplete="current-password"
          error={translateFieldError(t, errors.current_password)} {...register('current_password')}
        />
        <TextField
          label={t('editor.account.password.new')} type="password" autoComplete="new-password"
          error={translateFieldError(t, errors.password)} {...register('password')}
        />
        <TextField
          label={t('editor.account.password.confirm')} type="password" autoComplete="new-password"
          error={translateFieldError(t, errors.password_confirmation)} {...register('password_confirmation')}
        />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={isSubmitting}>{t('editor.account.password.submit')}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
