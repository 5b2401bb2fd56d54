import { queryOptions } from '@tanstack/react-query';
import type { PortalClient, ProfileFilters, StatusFilter } from '@portal/sdk';
import { portalKeys } from '@portal/sdk/queries';
import { profileCardOf } from './profile-cards';
import type { ProfileCardPage } from './profile-cards';

/** How many paid cards the zone above a listing shows at most (the API's order: VIP, then TOP). */
export const PAID_ZONE_SIZE = 10;

const PAID: readonly StatusFilter[] = ['VIP', 'TOP'];

/**
 * The zone's filters: the listing's, less its order (the zone keeps the API's, VIP first), with
 * the statuses the API takes for paid placement. A listing already filtered by statuses keeps
 * those of them that are paid; one filtered by others only (VERIFIED, NEW...) has no zone, since
 * the API's statuses filter matches any of its values and cannot say "verified and paid".
 */
export function paidZoneFilters(filters: ProfileFilters): ProfileFilters | null {
  const { sort: _order, ...rest } = filters;
  const wanted = filters.statuses ?? [];
  const statuses = wanted.length === 0 ? [...PAID] : wanted.filter((s) => PAID.includes(s));
  return statuses.length === 0 ? null : { ...rest, statuses };
}

/** The paid profiles for a listing's filters, as their cards show them (a small payload). */
export function paidProfilesQuery(client: PortalClient, filters: ProfileFilters) {
  const zone = paidZoneFilters(filters) ?? {};
  return queryOptions({
    queryKey: [...portalKeys.profiles.list(zone, 1, PAID_ZONE_SIZE, client.getLocale()), 'cards', 'paid'] as const,
    queryFn: async ({ signal }): Promise<ProfileCardPage> => {
      const { data, ...rest } = await client.profiles.list(zone, 1, { signal, perPage: PAID_ZONE_SIZE });
      return { ...rest, data: data.map(profileCardOf) };
    },
  });
}
