import type { UserSession, BalanceTarget, PackageAudience } from '@portal/sdk';

/**
 * Whose LoveCoins a user sees and spends (§3: per profile, per business for businesses): the
 * same rule as the start-up balance fetch, so both read and write one cached balance.
 */
export function balanceTargetOf(user: Pick<UserSession, 'role' | 'business_id' | 'profile_id'> | null | undefined): BalanceTarget {
  if (!user) return {};
  if (user.role === 'BUSSINESS' && user.business_id) return { business_id: user.business_id };
  return user.profile_id ? { profile_id: user.profile_id } : {};
}

/**
 * Which §6 benefits and prices a package bought for `target` follows: a profile's package is an
 * individual one even when its business pays; the business page's own is a business one.
 */
export const audienceOf = (target: BalanceTarget): PackageAudience =>
  target.profile_id === undefined && target.business_id !== undefined ? 'business' : 'individual';
