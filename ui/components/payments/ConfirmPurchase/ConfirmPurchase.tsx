import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { LOVECOINS_PACKAGES } from '@portal/sdk';
import type { LoveCoinsPackageId, PackageType, PackageQuote } from '@portal/sdk';
import { Button } from '../../Button';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { Modal } from '../../Modal';
import { euros } from '../internal/format';
import { CK, PK } from '../internal/keys';
import styles from './ConfirmPurchase.module.css';

/** What is about to be bought: a TOP/VIP package paid in LoveCoins, or LoveCoins paid with money. */
export type PurchaseOrder =
  | {
    kind: 'package'; quote: PackageQuote; from: PackageType | null; forWhom: string; balance: number;
    /** The server refused the figures confirmed before (they changed meanwhile): these are the new ones. */
    changed?: boolean;
  }
  | { kind: 'coins'; packageId: LoveCoinsPackageId; forWhom: string; balance: number };

export interface ConfirmPurchaseProps {
  /** The order to confirm; null keeps the dialog closed. */
  order: PurchaseOrder | null;
  onConfirm: () => void;
  /** Closing the dialog (Cancel, Escape, the close button) buys nothing. */
  onCancel: () => void;
}

/**
 * The one confirmation step of every purchase (Radix Dialog through Modal): what, for whom, the
 * price, the balance before and after, and for a package the period and its end; a switch says
 * how the unused days of the running package are credited, an extension that its days follow the
 * running end, and LoveCoins that they are paid on the provider's page and added once paid.
 */
export function ConfirmPurchase({ order, onConfirm, onCancel }: ConfirmPurchaseProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const coins = (count: number) => t(PK.coins, { count });

  let rows: Array<[string, ReactNode]> = [];
  let note: ReactNode = null;
  if (order?.kind === 'package') {
    const { quote } = order;
    rows = [
      [t(CK.what), t(CK.packageItem, { package: quote.type })],
      [t(CK.forWhom), order.forWhom],
      [t(CK.price), coins(quote.price)],
      ...(quote.credit > 0
        ? [[t(CK.credit), `−${coins(quote.credit)}`],
          // The same rule both ways: a credit above the price comes back to the balance (never lost).
          quote.charge >= 0 ? [t(CK.charge), coins(quote.charge)] : [t(CK.refund), coins(-quote.charge)]] as Array<[string, ReactNode]>
        : []),
      [t(CK.balanceBefore), coins(order.balance)],
      [t(CK.balanceAfter), coins(order.balance - quote.charge)],
      [t(CK.period), t(PK.days, { count: quote.days })],
      [t(CK.startsOn), formatDate(quote.valid_from, locale)],
      [t(CK.endsOn), formatDate(quote.valid_until, locale)],
    ];
    if (quote.choice === 'switch') {
      note = t(CK.switchRule, {
        from: order.from ?? '', to: quote.type, days: t(PK.days, { count: quote.unused_days }), credit: coins(quote.credit),
        period: t(PK.days, { count: quote.days }),
      });
    } else if (quote.choice === 'extend') {
      note = t(CK.extendRule);
    }
  } else if (order?.kind === 'coins') {
    const pack = LOVECOINS_PACKAGES.find((p) => p.id === order.packageId)!;
    rows = [
      [t(CK.what), t(PK.packageName(pack.id))],
      [t(CK.forWhom), order.forWhom],
      [t(CK.price), euros(pack.price_eur, locale)],
      [t(CK.coinsAdded), coins(pack.coins)],
      [t(CK.balanceBefore), coins(order.balance)],
      [t(CK.balanceAfter), coins(order.balance + pack.coins)],
    ];
    note = t(CK.moneyNote);
  }

  return (
    <Modal open={order !== null} onOpenChange={(open) => (open ? undefined : onCancel())} title={t(CK.title)}>
      {order?.kind === 'package' && order.changed ? <p role="alert" className={styles.changed}>{t(CK.quoteChanged)}</p> : null}
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd><bdi>{value}</bdi></dd>
          </div>
        ))}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={onConfirm}>{t(order?.kind === 'coins' ? CK.toPayment : CK.confirm)}</Button>
      </div>
    </Modal>
  );
}
