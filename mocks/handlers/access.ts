import type { PaginationMeta } from '../../schemas';
import type { MockStore } from '../store/store';
import type { BusinessRecord, ProfileRecord, UserRecord } from '../store/types';
import { isPublicProfile } from '../store/profile-index';
import { canManageProfile } from '../store/views/profile';
import { isPublicBusiness } from '../store/views/business';
import { forbidden, notFound } from './errors';

/** Lookups with the API's answers: 404 when nothing is there, 403 when it is someone else's. */

export function ownedProfile(store: MockStore, user: UserRecord, id: number): ProfileRecord {
  const profile = store.profiles.get(id);
  if (!profile) throw notFound();
  if (!canManageProfile(user, profile)) throw forbidden();
  return profile;
}

/** A profile the caller may see: public ones, and the caller's own in any state. */
export function visibleProfile(store: MockStore, user: UserRecord | null, idOrSlug: number | string): ProfileRecord {
  const profile = store.profileByIdOrSlug(idOrSlug);
  if (!profile || !(isPublicProfile(profile) || canManageProfile(user, profile))) throw notFound();
  return profile;
}

export const ownsBusiness = (user: UserRecord | null, business: BusinessRecord): boolean =>
  user !== null && user.business_id === business.id;

export function ownedBusiness(store: MockStore, user: UserRecord, id: number): BusinessRecord {
  const business = store.businesses.get(id);
  if (!business) throw notFound();
  if (!ownsBusiness(user, business)) throw forbidden();
  return business;
}

export function visibleBusiness(store: MockStore, user: UserRecord | null, idOrSlug: number | string): BusinessRecord {
  const business = store.businessByIdOrSlug(idOrSlug);
  if (!business || !(isPublicBusiness(business) || ownsBusiness(user, business))) throw notFound();
  return business;
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): { data: T[]; meta: PaginationMeta } {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    meta: { page, per_page: perPage, total_items: items.length, total_pages: Math.ceil(items.length / perPage) },
  };
}

/** Toggles membership: the second like (or favourite) takes the first back. Returns the new state. */
export function toggle(set: Set<number>, id: number): boolean {
  if (set.delete(id)) return false;
  set.add(id);
  return true;
}
