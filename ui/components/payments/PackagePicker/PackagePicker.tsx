import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { PACKAGE_TYPES, PACKAGE_OFFERS, packageChoice } from '@portal/sdk';
import type { CurrentPackage, PackageQuote, PackageAudience, PackageChoice, PackageType } from '@portal/sdk';
import type { PackagePurchaseStatus } from '../../features/payments';
import { ButtonLink, Button } from '../../Button';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import type { SponsoredAdType } from '../../SponsoredLabel';
import { ConfirmPurchase } from '../ConfirmPurchase';
import type { PurchaseOrder } from '../ConfirmPurchase';
import { euros } from '../internal/format';
import { CK, PK } from '../internal/keys';
import { PurchaseToast } from '../PurchaseToast';
import { PurchaseNotice } from '../internal/PurchaseNotice';
import { PackageCard } from './PackageCard';
import styles from './PackagePicker.module.css';

export type HiddenReason = 'draft' | 'moderating' | 'inactive' | 'business';

/** The new figures of a purchase the server refused as stale (409 quote_changed), if that is the status. */
function changedQuote(status: PackagePurchaseStatus): { current: CurrentPackage; balance: number; quote: PackageQuote } | null {
  if (status.kind !== 'error') return null;
  const error = status.error as { kind?: unknown; current?: CurrentPackage; wallet?: { balance: number } };
  if (error.kind !== 'quote-changed' || !error.current || !error.wallet) return null;
  const quote = error.current.quotes.find((q) => q.type === status.item);
  return quote ? { current: error.current, balance: error.wallet.balance, quote } : null;
}

export interface PackagePickerProps {
  /** §6: individuals and businesses get different benefits and prices. */
  audience: PackageAudience;
  /** The package held now, until when, and the server's quotes for TOP and VIP (useCurrentPackage). */
  held: CurrentPackage | null;
  /** The payer's balance; the confirmation shows it before and after. */
  balance: number | undefined;
  /** Whom the package is for, as the confirmation names it (the model, or the business page). */
  forWhom: string;
  /** From useBuyPackage(target, { balance }).status. */
  status: PackagePurchaseStatus;
  /** useBuyPackage(...).buy: called with the confirmed quote (or at once when coins are missing). */
  onBuy: (quote: PackageQuote) => void;
  onRetry?: () => void;
  /** useBuyPackage(...).reset: the payer closed the dialog that showed changed figures. */
  onReset?: () => void;
  /**
   * Why visitors cannot see what would be promoted (nothing is offered then): a draft, a profile on
   * moderation, a switched-off one, or a business page not yet sent. Null: it is visible.
   */
  hidden?: HiddenReason | null;
  /** The insufficient path: where buying coins happens (a link), or a callback (opens the coins section). */
  buyCoinsHref?: string;
  onBuyCoins?: () => void;
  /** What the "Sponsored" explanation calls the advertised thing. */
  adType?: SponsoredAdType;
  className?: string;
}

/**
 * TOP and VIP for individuals and businesses: each package's §6 benefits, its price in LoveCoins
 * and the §9 offers as terms. Every purchase (new, extension, switch) is confirmed first with
 * its price, balance and dates (the server's quote, by sdk quotePackage); a switch is confirmed by a
 * message afterwards (§4). Not enough coins charges nothing and leads to buying coins. When the
 * figures changed before the purchase arrived (another tab bought), the server refuses it and the
 * dialog comes back with the new figures to confirm again. Nothing is offered for what visitors
 * cannot see (`hidden`), with the reason.
 */
export function PackagePicker({
  audience, held, balance, forWhom, status, onBuy, onRetry, onReset, hidden = null, buyCoinsHref, onBuyCoins, adType, className,
}: PackagePickerProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const [order, setOrder] = useState<Extract<PurchaseOrder, { kind: 'package' }> | null>(null);
  // What the last purchase was, so its success message can confirm a switch (§4).
  const [lastChoice, setLastChoice] = useState<PackageChoice | null>(null);
  const pending = status.kind === 'pending';
  const ready = held !== null && balance !== undefined && hidden === null;
  const current = held?.type ?? null;
  // Refused as stale: the dialog asks again with the server's new figures (derived, no copy to keep in sync).
  const changed = changedQuote(status);
  const shown = order ?? (changed
    ? { kind: 'package' as const, quote: changed.quote, from: changed.current.type, forWhom, balance: changed.balance, changed: true }
    : null);

  const choose = (type: PackageType) => {
    const quote = held?.quotes.find((q) => q.type === type);
    // Nothing is bought unconfirmed: the buttons wait for the quote and the balance (see `ready`).
    if (!quote || balance === undefined) return;
    // Too small a balance: the hook's check says what is missing, and nothing is sent.
    if (balance < quote.charge) {
      onBuy(quote);
      return;
    }
    setOrder({ kind: 'package', quote, from: current, forWhom, balance });
  };

  const confirm = () => {
    if (!shown) return;
    setLastChoice(packageChoice(shown.from, shown.quote.type));
    setOrder(null);
    onBuy(shown.quote);
  };

  const cancel = () => {
    setOrder(null);
    if (changed) onReset?.();
  };

  // What the last purchase was, said in the toast: a switch is confirmed as one (§4), else the end date.
  let success: { id: number; text: string } | null = null;
  if (status.kind === 'success' && !changed) {
    const { purchase } = status.answer.data;
    const type = purchase.item;
    const until = purchase.valid_until;
    const text = lastChoice?.kind === 'switch' && lastChoice.to === type
      ? t(PK.switched, { from: lastChoice.from, to: lastChoice.to })
      : until ? t(PK.activated, { package: type, date: formatDate(until, locale) }) : type;
    success = { id: purchase.id, text };
  }

  let buyCoins: ReactNode = null;
  if (buyCoinsHref) buyCoins = <div><ButtonLink href={buyCoinsHref} size="small">{t(PK.buyCoins)}</ButtonLink></div>;
  else if (onBuyCoins) buyCoins = <div><Button size="small" onClick={onBuyCoins}>{t(PK.buyCoins)}</Button></div>;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t(PK.packagesTitle)}</h2>
      {hidden ? <p role="status" className={styles.hidden}>{t(PK.hidden(hidden))}</p> : null}
      <ul className={styles.cards}>
        {PACKAGE_TYPES.map((type) => (
          <PackageCard
            key={type} type={type} audience={audience} choice={packageChoice(current, type)} current={current === type}
            validUntil={current === type ? held?.valid_until ?? null : null}
            adType={adType ?? (audience === 'business' ? 'agency' : 'profile')}
            pending={pending || !ready} busy={pending && status.item === type} onChoose={() => choose(type)} headingId={`${id}-${type}`}
          />
        ))}
      </ul>
      {/* Not enough coins or a failure: next to the cards and the coin packages it leads to. */}
      <div className={styles.outcome}>
        <PurchaseNotice
          status={changed || status.kind === 'success' ? { kind: 'idle' } : status} onRetry={onRetry} insufficientAction={buyCoins}
          success={() => null}
        />
      </div>
      {/* A purchase confirms at the top of the screen, wherever the payer scrolled to; the page's banner keeps the date. */}
      {success ? <PurchaseToast key={success.id}>{success.text}</PurchaseToast> : null}
      <section className={styles.offers} aria-labelledby={`${id}-offers`}>
        <h3 id={`${id}-offers`}>{t(CK.offerTerms)}</h3>
        <ul>
          <li>{t(PK.offerPackage, { count: PACKAGE_OFFERS.days, amount: euros(PACKAGE_OFFERS.savingEur, locale) })}</li>
          <li>{t(PK.offerDays, { count: PACKAGE_OFFERS.daysForOne })}</li>
        </ul>
        <p>{t(CK.offerTermsNote)}</p>
      </section>
      <ConfirmPurchase order={shown} onConfirm={confirm} onCancel={cancel} />
    </section>
  );
}
