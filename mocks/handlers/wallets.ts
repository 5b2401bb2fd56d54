import type { MockStore } from '../store/store';
import type { BusinessRecord, ProfileRecord, UserRecord, WalletOwner } from '../store/types';
import { canManageProfile } from '../store/views/profile';
import { fieldError, forbidden } from './errors';

/**
 * §3: a LoveCoins balance is held per profile, and per business for business accounts: a
 * business pays from its own wallet, also for the packages of its models.
 */
export interface Target {
  profile_id?: number | undefined;
  business_id?: number | undefined;
}

export type PackageTarget = { kind: 'profile'; profile: ProfileRecord } | { kind: 'business'; business: BusinessRecord };

/** What a purchase applies to: the profile or business named, or the caller's own. */
export function packageTargetFor(store: MockStore, user: UserRecord, target: Target): PackageTarget | null {
  if (target.profile_id !== undefined) {
    const profile = store.profiles.get(target.profile_id);
    if (!profile) throw fieldError('profile_id', 'The selected profile id is invalid.');
    if (!canManageProfile(user, profile)) throw forbidden();
    return { kind: 'profile', profile };
  }
  if (target.business_id !== undefined) {
    const business = store.businesses.get(target.business_id);
    if (!business) throw fieldError('business_id', 'The selected business id is invalid.');
    if (user.business_id !== business.id) throw forbidden();
    return { kind: 'business', business };
  }
  if (user.role === 'BUSSINESS' && user.business_id !== null) {
    const business = store.businesses.get(user.business_id);
    return business ? { kind: 'business', business } : null;
  }
  const first = user.profile_ids[0];
  const profile = first === undefined ? undefined : store.profiles.get(first);
  return profile ? { kind: 'profile', profile } : null;
}

/** The wallet that pays for (or receives coins for) a target. */
export function walletOf(user: UserRecord, target: PackageTarget): WalletOwner {
  if (target.kind === 'business') return { type: 'business', id: target.business.id };
  if (target.profile.business_id !== null && user.business_id === target.profile.business_id) {
    return { type: 'business', id: target.profile.business_id };
  }
  return { type: 'individual', id: target.profile.id };
}

export function walletOwnerFor(store: MockStore, user: UserRecord, target: Target): WalletOwner | null {
  const resolved = packageTargetFor(store, user, target);
  return resolved ? walletOf(user, resolved) : null;
}
