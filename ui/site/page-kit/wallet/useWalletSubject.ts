import { useQuery } from '@tanstack/react-query';
import type { Purchase } from '../../../../schemas';
import { currentPackage } from '../../../../sdk/business';
import type { PackageType } from '../../../../sdk/business';
import type { BalanceTarget } from '../../../../sdk/endpoints/session';
import { usePortalQueries } from '../../../../sdk/react/hooks';
import { useSession } from '../../../../sdk/react/session';
import type { PromotableModel } from '../../../components/payments';

/** Whose payments page this is: the model's (own area or the web cam area) or the business's. */
export type WalletOwner = 'profile' | 'webcam' | 'business';

export interface WalletSubject {
  /** The wallet that pays and receives LoveCoins (§3: the profile's, the business's for businesses). */
  payer: BalanceTarget;
  /** What TOP/VIP is bought for: the model's profile, or the business page or one of its models. */
  target: BalanceTarget;
  /** The package `target` holds now; undefined while not known yet. */
  current: PackageType | null | undefined;
  /** A business's model profiles, for the picker (empty for a model). */
  models: readonly PromotableModel[];
  /** The session names a profile or business (false for a model before her profile exists). */
  ready: boolean;
}

/**
 * Reads who pays and what is promoted from the session and the owner's data: the model's own
 * profile (its statuses), or the business dashboard (the business page and its models' statuses).
 * `chosen` is the model a business picked (its profile id), null for the business page itself.
 */
export function useWalletSubject(owner: WalletOwner, chosen: number | null): WalletSubject {
  const { user } = useSession();
  const queries = usePortalQueries();
  const business = owner === 'business';
  const businessId = user?.business_id ?? null;
  const profileId = user?.profile_id ?? null;
  const dashboard = useQuery({ ...queries.businesses.dashboard(businessId ?? 0), enabled: business && businessId !== null });
  const own = useQuery({ ...queries.profiles.edit(profileId ?? 0), enabled: !business && profileId !== null });

  if (business) {
    const payer: BalanceTarget = businessId !== null ? { business_id: businessId } : {};
    const models = (dashboard.data?.profiles ?? []).map((p) => ({ id: p.id, name: p.name, package: currentPackage(p.statuses) }));
    const model = chosen === null ? null : models.find((m) => m.id === chosen) ?? null;
    const target: BalanceTarget = model ? { profile_id: model.id } : payer;
    let current: PackageType | null | undefined;
    if (dashboard.data) current = model ? model.package : currentPackage(dashboard.data.data);
    return { payer, target, current, models, ready: businessId !== null };
  }
  const payer: BalanceTarget = profileId !== null ? { profile_id: profileId } : {};
  const current = own.data ? currentPackage(own.data.data.statuses) : undefined;
  return { payer, target: payer, current, models: [], ready: profileId !== null };
}

/** When the package held by `target` ends: the newest package purchase for it still running. */
export function validUntilOf(
  purchases: readonly Purchase[] | undefined,
  target: BalanceTarget,
  current: PackageType | null | undefined,
): string | null {
  if (!purchases || !current) return null;
  const type = target.profile_id !== undefined ? 'individual' : 'business';
  const id = target.profile_id ?? target.business_id;
  const match = purchases.find((p) => p.kind === 'package' && p.item === current && p.target.type === type && p.target.id === id && p.valid_until);
  return match?.valid_until ?? null;
}
