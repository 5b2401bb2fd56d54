import { useId, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { LOVECOINS_PACKAGES } from '@portal/sdk';
import type { LoveCoinsPackageId } from '@portal/sdk';
import type { LoveCoinsPurchaseStatus } from '../../features/payments';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { ConfirmPurchase } from '../ConfirmPurchase';
import { euros } from '../internal/format';
import { CK, PK } from '../internal/keys';
import { PurchaseNotice } from '../internal/PurchaseNotice';
import styles from './LoveCoinsPackages.module.css';

export interface LoveCoinsPackagesProps {
  /** From useBuyLoveCoins(target).status. */
  status: LoveCoinsPurchaseStatus;
  /** The wallet's balance (shown before and after in the confirmation; the buttons wait for it) and whose wallet it is. */
  balance: number | undefined;
  forWhom: string;
  /** useBuyLoveCoins(target).buy, called once confirmed: starts the payment (the page then goes to the provider). */
  onBuy: (id: LoveCoinsPackageId) => void;
  /** useBuyLoveCoins(target).retry: the same request id again. */
  onRetry?: () => void;
  /** A package to point out, e.g. the one that covers a missing amount (packageCovering). */
  recommended?: LoveCoinsPackageId;
  /** Heading level of the section title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * §9 the three LoveCoins packages (advantageous start, most in-demand, maximum) with their coins
 * and price. Buying asks for confirmation (price, balance before and after), then the page sends
 * the payer to the payment provider. Every buy button is disabled while a purchase is pending; the outcome (coins added,
 * §8 payment unavailable with nothing charged, an error with "Try again") shows below.
 */
export function LoveCoinsPackages({
  status, balance, forWhom, onBuy, onRetry, recommended, headingLevel = 2, className,
}: LoveCoinsPackagesProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  const pending = status.kind === 'pending';
  const [confirming, setConfirming] = useState<LoveCoinsPackageId | null>(null);
  const confirm = () => {
    if (confirming) onBuy(confirming);
    setConfirming(null);
  };

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>{t(PK.coinsTitle)}</Heading>
      <ul className={styles.list}>
        {LOVECOINS_PACKAGES.map((pack) => {
          const titleId = `${id}-${pack.id}`;
          const busy = pending && status.item === pack.id;
          return (
            <li key={pack.id} className={cx(styles.card, pack.id === recommended && styles.recommended)}>
              <Title id={titleId} className={styles.name}>{t(PK.packageName(pack.id))}</Title>
              <p className={styles.coins}>{t(PK.coins, { count: pack.coins })}</p>
              <p className={styles.price}>{euros(pack.price_eur, locale)}</p>
              <Button
                id={`${titleId}-buy`} aria-labelledby={`${titleId}-buy ${titleId}`} disabled={pending || balance === undefined}
                aria-busy={busy || undefined}
                onClick={() => setConfirming(pack.id)}
              >
                {t(PK.buy)}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.outcome}>
        <PurchaseNotice
          status={status} onRetry={onRetry}
          success={(answer) => (answer.data.payment_url
            ? t(CK.redirecting)
            : t(PK.coinsAdded, { coins: t(PK.coins, { count: answer.data.purchase.coins }) }))}
        />
      </div>
      <ConfirmPurchase
        order={confirming && balance !== undefined ? { kind: 'coins', packageId: confirming, forWhom, balance } : null}
        onConfirm={confirm} onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
