import { useTranslation } from 'react-i18next';
import type { Purchase } from '@portal/sdk';
import { EmptyState } from '../../EmptyState';
import { ErrorState } from '../../ErrorState';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import tableStyles from '../../internal/table.module.css';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { AppLink } from '../../LinkProvider';
import { Spinner } from '../../Spinner';
import { euros } from '../internal/format';
import { CK, PK } from '../internal/keys';
import { useErrorMessage } from '../internal/useErrorMessage';
import styles from './PurchasesHistory.module.css';

export interface PurchasesHistoryProps {
  /** usePurchases(target).purchases (newest first); undefined while loading. */
  purchases: readonly Purchase[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The purchase's own page (/business/payments/{id}); the item becomes a link. */
  hrefFor?: (purchase: Purchase) => string;
  className?: string;
}

/** The purchase history: date, item, status (pending, paid, failed, cancelled, expired), LoveCoins (+ credited, − spent), price and valid until. */
export function PurchasesHistory({ purchases, loading, error, onRetry, hrefFor, className }: PurchasesHistoryProps) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const errorText = useErrorMessage();
  if (error) return <ErrorState message={errorText(error)} onRetry={onRetry} className={className} />;
  if (loading || !purchases) return <Spinner label={t(PK.historyTitle)} className={className} />;
  if (purchases.length === 0) return <EmptyState message={t(PK.historyEmpty)} className={className} />;

  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const itemName = (p: Purchase) => {
    if (p.kind === 'package') return t(PK.historyPackage, { package: p.item });
    const key = PK.packageName(p.item);
    return i18n.exists(key) ? t(key) : p.item;
  };

  return (
    <div className={cx(styles.scroll, className)}>
      <table className={tableStyles.table}>
        <caption>{t(PK.historyTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(PK.historyDate)}</th>
            <th scope="col">{t(PK.historyItem)}</th>
            <th scope="col">{t(CK.statusTitle)}</th>
            <th scope="col" className={tableStyles.num}>{t(PK.historyCoins)}</th>
            <th scope="col" className={tableStyles.num}>{t(PK.historyPrice)}</th>
            <th scope="col">{t(PK.historyValidUntil)}</th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p.id}>
              <td><time dateTime={p.created_at}>{formatDate(p.created_at, locale)}</time></td>
              <th scope="row">{hrefFor ? <AppLink href={hrefFor(p)}>{itemName(p)}</AppLink> : itemName(p)}</th>
              <td className={styles[p.status]}>{t(CK.status(p.status))}</td>
              <td className={cx(tableStyles.num, p.status !== 'paid' && tableStyles.muted, p.coins < 0 ? styles.spent : styles.credited)}>
                {signed.format(p.coins)}
              </td>
              <td className={tableStyles.num}>{p.price_eur === null ? <span className={tableStyles.muted}>—</span> : euros(p.price_eur, locale)}</td>
              <td>
                {p.valid_until ? <time dateTime={p.valid_until}>{formatDate(p.valid_until, locale)}</time> : <span className={tableStyles.muted}>—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
