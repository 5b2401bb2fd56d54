import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { FREE_ADVERTISING_MONTHS } from '@portal/sdk';
import { freeAdvertisingActive } from '../../features/business';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { BK } from '../internal/keys';
import styles from './FreeAdvertisingBanner.module.css';

export interface FreeAdvertisingBannerProps {
  /** Business.free_advertising_until. */
  until: string | null | undefined;
  /** The moment to compare with; pass the request time on the server so SSR and hydration agree. */
  now?: Date | number;
  className?: string;
}

/** §1, §9: new businesses advertise for free for FREE_ADVERTISING_MONTHS months; shown while that lasts. */
export function FreeAdvertisingBanner({ until, now, className }: FreeAdvertisingBannerProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  if (!until || !freeAdvertisingActive(until, now)) return null;
  return (
    <aside className={cx(styles.root, className)} aria-label={t(BK.freeAdvertising, { count: FREE_ADVERTISING_MONTHS })}>
      <p className={styles.title}>{t(BK.freeAdvertising, { count: FREE_ADVERTISING_MONTHS })}</p>
      <p className={styles.until}>{t(BK.freeUntil, { date: formatDate(until, locale) })}</p>
    </aside>
  );
}
