import type { Notification } from '@portal/sdk';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { VisuallyHidden } from '../../VisuallyHidden';
import styles from './NotificationList.module.css';

/** One small line icon per kind: a new model (a person), a reply to the member's review (a speech bubble), a notice (a bell). */
const ICONS: Readonly<Record<Notification['kind'], string>> = {
  new_model: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  review_reply: 'M4 5h16v11H9l-5 4V5Z',
  system: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
};

export interface NotificationListProps {
  notifications: readonly Notification[];
  /** The link of a notification in the reader's language (notification links are unprefixed site paths). */
  hrefFor?: (href: string) => string;
  className?: string;
}

/**
 * The member's notifications as rows: the kind's icon, the text (a link when it leads somewhere),
 * the date, and the unread ones marked by a dot and weight, with "Unread" said to screen readers.
 * User-supplied titles stay text.
 */
export function NotificationList({ notifications, hrefFor = (h) => h, className }: NotificationListProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  return (
    <ul className={cx(styles.list, className)}>
      {notifications.map((n) => (
        <li key={n.id} className={cx(styles.row, !n.read && styles.unread)}>
          <span className={cx(styles.icon, styles[n.kind])} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={ICONS[n.kind]} />
            </svg>
          </span>
          <span className={styles.text}>
            {!n.read ? <VisuallyHidden>{t('editor.notifications.unread')}: </VisuallyHidden> : null}
            <bdi>{n.href ? <AppLink href={hrefFor(n.href)} className={styles.link}>{n.title}</AppLink> : n.title}</bdi>
          </span>
          <time className={styles.date} dateTime={n.created_at}>{formatDate(n.created_at, locale)}</time>
          {!n.read ? <span className={styles.dot} aria-hidden="true" /> : null}
        </li>
      ))}
    </ul>
  );
}
