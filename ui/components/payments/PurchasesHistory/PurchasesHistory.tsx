import { useState } from 'react';
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
  /** A business's history: a column says for whom each purchase was (its page or a model, by name). */
  showTarget?: boolean;
  /** What "now" is for telling a running package from one that ended (default: the clock). */
  now?: number;
  className?: string;
}

/**
 * The purchase history: date, item, (for whom), status (pending, paid, failed, cancelled, expired),
 * LoveCoins (+ credited, − spent; a payment that was not paid credited nothing and says so), price,
 * and how long a package ran: until its end, or when it ended or a switch replaced it.
 */
export function PurchasesHistory({ purchases, loading, error, onRetry, hrefFor, showTarget, now, className }: PurchasesHistoryProps) {
  // The moment the history was first shown: a package ending while it is open keeps its row as it was.
  const [shownAt] = useState(() => Date.now());
  const at = now ?? shownAt;
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
  const coinsCell = (p: Purchase) => {
    // Not paid (pending, failed, cancelled, expired): nothing reached the balance, so no signed green figure.
    if (p.status !== 'paid') return <td className={cx(tableStyles.num, tableStyles.muted)}>{t(PK.historyNotCredited)}</td>;
    return <td className={cx(tableStyles.num, p.coins > 0 ? styles.credited : styles.spent)}>{signed.format(p.coins)}</td>;
  };
  const periodCell = (p: Purchase) => {
    const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>;
    if (p.ended_at) return <td>{t(PK.historyReplaced)} {date(p.ended_at)}</td>;
    if (!p.valid_until) return <td><span className={tableStyles.muted}>—</span></td>;
    if (Date.parse(p.valid_until) <= at) return <td>{t(PK.historyEnded)} {date(p.valid_until)}</td>;
    return <td>{date(p.valid_until)}</td>;
  };
  const forWhom = (p: Purchase) => p.target.name ?? (p.target.type === 'business' ? t(PK.promoteBusiness) : '—');

  return (
    <div className={cx(styles.scroll, className)}>
      <table className={tableStyles.table}>
        <caption>{t(PK.historyTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(PK.historyDate)}</th>
            <th scope="col">{t(PK.historyItem)}</th>
            {showTarget ? <th scope="col">{t(PK.historyFor)}</th> : null}
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
              {showTarget ? <td><bdi>{forWhom(p)}</bdi></td> : null}
              <td className={styles[p.status]}>{t(CK.status(p.status))}</td>
              {coinsCell(p)}
              <td className={tableStyles.num}>{p.price_eur === null ? <span className={tableStyles.muted}>—</span> : euros(p.price_eur, locale)}</td>
              {periodCell(p)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
