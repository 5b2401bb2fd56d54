import { useRef } from 'react';
import { packageCovering } from '../../../../sdk/business';
import type { PackageType } from '../../../../sdk/business';
import { audienceOf } from '../../../../sdk/business/session';
import type { BalanceTarget } from '../../../../sdk/endpoints/session';
import { useBuyLoveCoins, useBuyPackage } from '../../../../sdk/react/payments';
import { LoveCoinsPackages, PackagePicker } from '../../../components/payments';
import styles from './wallet.module.css';

export interface PackagesAndCoinsProps {
  /** The wallet that pays and receives coins. */
  payer: BalanceTarget;
  /** What TOP/VIP is bought for. */
  target: BalanceTarget;
  current: PackageType | null;
  validUntil: string | null;
  /** The payer's balance: a package it cannot pay is refused before anything is sent. */
  balance: number | undefined;
}

/**
 * TOP/VIP for the target and the LoveCoins packages for the payer. Not enough coins points at the
 * coins section (focused, with the package that covers the shortfall recommended). Mounted per
 * target (keyed by the page), so choosing another model starts from a clean purchase state.
 */
export function PackagesAndCoins({ payer, target, current, validUntil, balance }: PackagesAndCoinsProps) {
  const coinsRef = useRef<HTMLDivElement>(null);
  const coins = useBuyLoveCoins(payer);
  const pack = useBuyPackage(target, { balance, audience: audienceOf(target) });
  const missing = pack.status.kind === 'insufficient' ? pack.status.missing ?? 0 : 0;
  const toCoins = () => {
    coinsRef.current?.scrollIntoView({ block: 'start' });
    coinsRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <PackagePicker
        audience={audienceOf(target)} current={current} validUntil={validUntil} status={pack.status}
        onBuy={(type) => void pack.buy(type)} onRetry={() => void pack.retry()} onBuyCoins={toCoins}
        adType={target.profile_id === undefined && target.business_id !== undefined ? 'agency' : 'profile'}
      />
      <div ref={coinsRef} tabIndex={-1} className={styles.coins}>
        <LoveCoinsPackages
          status={coins.status} onBuy={(id) => void coins.buy(id)} onRetry={() => void coins.retry()}
          recommended={missing > 0 ? packageCovering(missing).id : undefined}
        />
      </div>
    </>
  );
}
