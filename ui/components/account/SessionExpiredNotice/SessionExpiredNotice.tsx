import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { K } from '../internal/keys';
import styles from './SessionExpiredNotice.module.css';

export interface SessionExpiredNoticeProps {
  /** Login page with the return param to the current page. */
  loginHref: string;
  onDismiss: () => void;
  className?: string;
}

/**
 * Shown after the server refused the stored token (§4 start-up check): the visitor was logged out
 * and stays on the page; they may log in again and come back here. Wire to `useSession().notice`.
 */
export function SessionExpiredNotice({ loginHref, onDismiss, className }: SessionExpiredNoticeProps) {
  const { t } = useCachedTranslation();
  return (
    <div role="status" className={cx(styles.root, className)}>
      <p className={styles.text}>{t(K.sessionExpired)}</p>
      <div className={styles.actions}>
        <AppLink href={loginHref} className={styles.link}>{t('nav.login')}</AppLink>
        <Button variant="ghost" size="small" onClick={onDismiss}>{t('common.close')}</Button>
      </div>
    </div>
  );
}
