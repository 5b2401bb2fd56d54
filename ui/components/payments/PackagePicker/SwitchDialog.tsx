import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { PackageType } from '../../../../sdk/business';
import { Button } from '../../Button';
import { PK } from '../internal/keys';
import styles from './PackagePicker.module.css';

export interface SwitchDialogProps {
  /** The switch asked about; null when closed. */
  change: { from: PackageType; to: PackageType } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** §4 a package switch (TOP → VIP or back) is asked about before anything is bought. */
export function SwitchDialog({ change, onConfirm, onCancel }: SwitchDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={change !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>{t(PK.switchTitle)}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            {change ? t(PK.switchConfirm, change) : null}
          </AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>{change ? t(PK.switchTo, { package: change.to }) : t('common.confirm')}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
