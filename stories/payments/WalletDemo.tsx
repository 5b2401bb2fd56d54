import { useRef } from 'react';
import { packageCovering } from '../../sdk/payments/packages';
import type { PackageAudience } from '../../sdk/payments/packages';
import type { BalanceTarget } from '../../sdk/endpoints/session';
import { useBalance, useBuyLoveCoins, useBuyPackage, useCurrentPackage, usePurchases } from '@portal/components/features/payments';
import { BalanceBadge, BannerSizes, LoveCoinsPackages, PackagePicker, PurchasesHistory } from '@portal/components/payments';

/**
 * How a payments page (/business/payments, /profile/payments) composes the hooks and components:
 * the balance, TOP/VIP, LoveCoins (pointed at from the insufficient path), the history and, for a
 * business, the banner sizes. Lives in stories only; the site's page is the shell's.
 */
export function WalletDemo({ target, audience, name }: { target: BalanceTarget; audience: PackageAudience; name: string }) {
  const coinsRef = useRef<HTMLDivElement>(null);
  const { balance, isLoading } = useBalance(target);
  const coins = useBuyLoveCoins(target);
  const held = useCurrentPackage(target).current ?? null;
  const pack = useBuyPackage(target, { balance, audience, ...(held ? { quotes: held.quotes } : {}) });
  const history = usePurchases(target);
  const missing = pack.status.kind === 'insufficient' ? pack.status.missing ?? 0 : 0;
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 960 }}>
      <BalanceBadge balance={balance} loading={isLoading} variant="account" />
      <PackagePicker
        audience={audience} held={held} balance={balance} forWhom={name} status={pack.status} onBuy={(quote) => void pack.buy(quote)} onRetry={() => void pack.retry()}
        onReset={pack.reset}
        onBuyCoins={() => coinsRef.current?.focus()}
      />
      <div ref={coinsRef} tabIndex={-1}>
        <LoveCoinsPackages
          status={coins.status} balance={balance} forWhom={name} onBuy={(id) => void coins.buy(id)} onRetry={() => void coins.retry()}
          recommended={missing > 0 ? packageCovering(missing).id : undefined}
        />
      </div>
      <PurchasesHistory purchases={history.purchases} loading={history.isLoading} error={history.error} onRetry={() => void history.refetch()} />
      {audience === 'business' ? <BannerSizes /> : null}
    </div>
  );
}
