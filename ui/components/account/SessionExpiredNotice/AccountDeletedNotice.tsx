import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { K } from '../internal/keys';
// The session's notices share one look.
import styles from './SessionExpiredNotice.module.css';

export interface AccountDeletedNoticeProps {
  onDismiss: () => void;
  className?: string;
}

/**
 * The confirmation after deleting the account (beyond §4): the visitor was logged out and taken to
 * the home page, where this says the account is gone. Wire to `useSession().notice`.
 */
export function AccountDeletedNotice({ onDismiss, className }: AccountDeletedNoticeProps) {
  const { t } = useCachedTranslation();
  return (
    <div role="status" className={cx(styles.root, className)}>
      <p className={styles.text}>{t(K.accountDeleted)}</p>
      <div className={styles.actions}>
        <Button variant="ghost" size="small" onClick={onDismiss}>{t('common.close')}</Button>
      </div>
    </div>
  );
}
