import type { UserSession } from '@portal/sdk';
import { BalanceBadge } from '@portal/components/payments/BalanceBadge';
import { balanceTargetOf } from '@portal/components/features/payments/balance-target';
import { useBalance } from '@portal/components/features/payments/useBalance';

export interface WalletBadgeProps {
  account: Pick<UserSession, 'role' | 'business_id' | 'profile_id'> | null | undefined;
  href: string;
  className?: string;
}

/**
 * A model's or business's LoveCoins in the header: the balance query is made only for them (a
 * guest's or a client's header has no query to set up, on the server for every page). A lazy part
 * of the header (Header.tsx), with the badge: not every visitor's first load.
 */
export function WalletBadge({ account, href, className }: WalletBadgeProps) {
  const target = balanceTargetOf(account);
  const wallet = useBalance(target, { enabled: Object.keys(target).length > 0 });
  return <BalanceBadge balance={wallet.balance} loading={wallet.isLoading || wallet.isRefreshing} href={href} className={className} />;
}
