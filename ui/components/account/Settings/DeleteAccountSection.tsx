import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import { DeleteAccountRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { Modal } from '../../Modal';
import { TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';
import { SettingsSection } from './SettingsSection';
import styles from './Settings.module.css';

type Values = z.infer<typeof DeleteAccountRequest>;

export interface DeleteAccountSectionProps {
  /** `client.settings.deleteAccount`. */
  onDelete: (values: Values) => Promise<unknown>;
  /** After the account is gone: log out locally and leave the area. */
  onDeleted: () => unknown;
  /** What is lost, when the default (profiles and pages leave the site) does not fit the account. */
  warning?: string;
}

/** Settings: deleting the account, only after a confirmation dialog that asks for the password. */
export function DeleteAccountSection({ onDelete, onDeleted, warning }: DeleteAccountSectionProps) {
  const { t } = useCachedTranslation();
  const lost = warning ?? t('editor.account.delete.warning');
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: zodResolver(DeleteAccountRequest), defaultValues: { current_password: '' },
  });
  const { status, run } = useSubmission({ t, fields: ['current_password'], setError });
  const submit = handleSubmit((values) => run(async () => {
    await onDelete(values);
    setOpen(false);
    await onDeleted();
    return null;
  }));
  return (
    <SettingsSection title={t('editor.account.delete.title')} className={styles.danger}>
      <p className={styles.muted}>{lost}</p>
      <Modal
        open={open} onOpenChange={setOpen} title={t('editor.account.delete.confirmTitle')} description={lost}
        trigger={<Button variant="secondary">{t('editor.account.delete.open')}</Button>}
      >
        <form className={fieldStyles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
          {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
          <TextField
            label={t('editor.account.currentPassword')} type="password" autoComplete="current-password"
            error={translateFieldError(t, errors.current_password)} {...register('current_password')}
          />
          <div className={styles.dialogActions}>
            <Button variant="ghost" onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={isSubmitting}>{t('editor.account.delete.confirm')}</Button>
          </div>
        </form>
      </Modal>
    </SettingsSection>
  );
}
