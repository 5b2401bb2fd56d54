import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import list from '../internal/definitionList.module.css';
import { formatDate, formatNumber } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';

export interface ProfileMetaProps {
  /** ISO date-times; `lastSeen` null when unknown. */
  lastSeen: string | null;
  /** When the profile was created (ISO date-time). */
  created: string;
  /** When the profile was last changed (ISO date-time). */
  modified: string;
  /** Total views of the profile. */
  views: number;
  className?: string;
}

/**
 * Last seen, created, modified and total views. Dates are absolute (not "2 hours ago") so the
 * server-rendered text equals the hydrated one.
 */
export function ProfileMeta({ lastSeen, created, modified, views, className }: ProfileMetaProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  return (
    <div className={className}>
      {lastSeen ? (
        <p>
          <time dateTime={lastSeen}>{t('profile.lastSeen', { time: formatDate(lastSeen, locale, true) })}</time>
        </p>
      ) : null}
      <dl className={cx(list.list)}>
        <dt>{t('profile.created')}</dt>
        <dd><time dateTime={created}>{formatDate(created, locale)}</time></dd>
        <dt>{t('profile.modified')}</dt>
        <dd><time dateTime={modified}>{formatDate(modified, locale)}</time></dd>
        <dt>{t('profile.views')}</dt>
        <dd>{formatNumber(views, locale)}</dd>
      </dl>
    </div>
  );
}
