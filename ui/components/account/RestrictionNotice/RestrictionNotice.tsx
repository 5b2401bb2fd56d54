import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { translateMessage } from '../internal/messages';
import styles from './RestrictionNotice.module.css';

export interface RestrictionNoticeProps {
  /** A §8 restriction text (API_MESSAGES.*), translated here. */
  message: string;
  /** The login page with the return param; omitted for logged-in visitors of another role. */
  loginHref?: string | null;
  id?: string;
  className?: string;
}

/** §8 restricted actions: the reason, and for guests a login link that comes back to this page. */
export function RestrictionNotice({ message, loginHref, id, className }: RestrictionNoticeProps) {
  const { t } = useCachedTranslation();
  return (
    <p id={id} role="status" className={cx(styles.root, className)}>
      {translateMessage(t, message)}
      {loginHref ? <> <AppLink href={loginHref} className={styles.link}>{t('nav.login')}</AppLink></> : null}
    </p>
  );
}
