import { useEffect, useRef } from 'react';
import { packageCovering } from '@portal/sdk';
import type { CurrentPackage, BalanceTarget } from '@portal/sdk';
import { audienceOf } from '@portal/components/features/payments/balance-target';
import { useBuyLoveCoins, useBuyPackage } from '@portal/components/features/payments';
import { LoveCoinsPackages, PackagePicker } from '@portal/components/payments';
import type { HiddenReason } from '@portal/components/payments';
import styles from './wallet.module.css';

export interface PackagesAndCoinsProps {
  /** The wallet that pays and receives coins. */
  payer: BalanceTarget;
  /** What TOP/VIP is bought for. */
  target: BalanceTarget;
  /** The package the target holds now (useCurrentPackage): the one source of its end date. */
  held: CurrentPackage;
  /** The payer's balance: a package it cannot pay is refused before anything is sent. */
  balance: number | undefined;
  /** Names of the target and the payer, for the confirmation. */
  targetName: string;
  payerName: string;
  /** This page's path: the payment provider sends the payer back here. */
  returnPath: string;
  /** Why visitors cannot see the target (TOP/VIP is not offered then). */
  hidden?: HiddenReason | null;
}

/**
 * TOP/VIP for the target and the LoveCoins packages for the payer. Not enough coins points at the
 * coins section (focused, with the package that covers the shortfall recommended). Mounted per
 * target (keyed by the page), so choosing another model starts from a clean purchase state.
 */
export function PackagesAndCoins({ payer, target, held, balance, targetName, payerName, returnPath, hidden = null }: PackagesAndCoinsProps) {
  const coinsRef = useRef<HTMLDivElement>(null);
  const coins = useBuyLoveCoins(payer, returnPath);
  const pack = useBuyPackage(target, { balance, audience: audienceOf(target), quotes: held.quotes });
  // A LoveCoins purchase is paid on the provider's page: go there once it is started.
  const paymentUrl = coins.status.kind === 'success' ? coins.status.answer.data.payment_url : undefined;
  useEffect(() => {
    if (paymentUrl) window.location.assign(paymentUrl);
  }, [paymentUrl]);
  const missing = pack.status.kind === 'insufficient' ? pack.status.missing ?? 0 : 0;
  const toCoins = () => {
    coinsRef.current?.scrollIntoView({ block: 'start' });
    coinsRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <PackagePicker
        audience={audienceOf(target)} held={held} balance={balance} forWhom={targetName} status={pack.status}
        onBuy={(quote) => void pack.buy(quote)} onRetry={() => void pack.retry()} onReset={pack.reset} onBuyCoins={toCoins} hidden={hidden}
        adType={target.profile_id === undefined && target.business_id !== undefined ? 'agency' : 'profile'}
      />
      <div ref={coinsRef} tabIndex={-1} className={styles.coins}>
        <LoveCoinsPackages
          status={coins.status} balance={balance} forWhom={payerName} onBuy={(id) => void coins.buy(id)} onRetry={() => void coins.retry()}
          recommended={missing > 0 ? packageCovering(missing).id : undefined}
        />
      </div>
    </>
  );
}
