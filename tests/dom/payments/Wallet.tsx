import type { BalanceTarget } from '../../../sdk/endpoints/session';
import { packageCovering } from '../../../sdk/payments/packages';
import type { PackageAudience } from '../../../sdk/payments/packages';
import { useBalance, useBuyLoveCoins, useBuyPackage, useCurrentPackage, usePurchases } from '@portal/components/features/payments';
import { BalanceBadge, LoveCoinsPackages, PackagePicker, PurchasesHistory } from '@portal/components/payments';

/**
 * The payments page as the site will compose it: the hooks of sdk/react/payments feeding the
 * presentational components. Used by the tests only (the page wiring is the site's).
 */
export function Wallet({ target, audience, name = 'Mirela' }: { target: BalanceTarget; audience: PackageAudience; name?: string }) {
  const { balance, isLoading } = useBalance(target);
  const coins = useBuyLoveCoins(target);
  const held = useCurrentPackage(target).current ?? null;
  const pack = useBuyPackage(target, { balance, audience, ...(held ? { quotes: held.quotes } : {}) });
  const purchases = usePurchases(target);
  const missing = pack.status.kind === 'insufficient' ? pack.status.missing ?? 0 : 0;
  return (
    <main>
      <BalanceBadge balance={balance} loading={isLoading} variant="account" />
      <PackagePicker
        audience={audience} held={held} balance={balance} forWhom={name} status={pack.status} onBuy={(quote) => void pack.buy(quote)} onRetry={() => void pack.retry()}
        onReset={pack.reset}
        onBuyCoins={() => document.getElementById('coins')?.focus()}
      />
      <div id="coins" tabIndex={-1}>
        <LoveCoinsPackages
          status={coins.status} balance={balance} forWhom={name} onBuy={(id) => void coins.buy(id)} onRetry={() => void coins.retry()}
          recommended={missing > 0 ? packageCovering(missing).id : undefined}
        />
      </div>
      <PurchasesHistory purchases={purchases.purchases} loading={purchases.isLoading} error={purchases.error} />
    </main>
  );
}
