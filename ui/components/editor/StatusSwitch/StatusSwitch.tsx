import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { useServerErrorText } from '../internal/useServerErrorText';
import styles from './StatusSwitch.module.css';

/** The change-status action for a switch to `active` (§4: activate or deactivate). */
export const statusAction = (active: boolean) => (active ? 'activate' : 'deactivate') as 'activate' | 'deactivate';

export interface StatusSwitchProps {
  /** The profile is active (is_active 1). */
  active: boolean;
  /** Called after the owner confirmed; the page calls change-status with `statusAction(next)`. */
  onChange: (next: boolean) => Promise<unknown> | unknown;
  /** While moderating, say, the profile cannot be switched. */
  disabled?: boolean;
  className?: string;
}

/** §4 active / inactive, each only after its confirmation question. */
export function StatusSwitch({ active, onChange, disabled, className }: StatusSwitchProps) {
  const { t } = useCachedTranslation();
  const errorText = useServerErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const next = !active;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onChange(next);
      setOpen(false);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => (!busy ? setOpen(o) : undefined)}>
      <div className={cx(styles.root, className)}>
        <AlertDialog.Trigger asChild>
          <button type="button" role="switch" aria-checked={active} className={styles.switch} disabled={disabled}>
            <span className={styles.track} aria-hidden="true"><span className={styles.thumb} /></span>
            <span className={styles.label}>{t('editor.status.label')}</span>
          </button>
        </AlertDialog.Trigger>
        <span className={cx(styles.state, active && styles.on)}>{active ? t('editor.status.active') : t('editor.status.inactive')}</span>
      </div>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>{next ? t('editor.activateQ') : t('editor.deactivateQ')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {next ? t('editor.status.activateHint') : t('editor.status.deactivateHint')}
          </AlertDialog.Description>
          {error ? <p role="alert" className={styles.error}>{errorText(error)}</p> : null}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the call has answered. */}
            <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
              {t('common.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
