import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalClient, ProfileFilters } from '@portal/sdk';
import { paidProfilesQuery, paidZoneFilters } from '../data/paid-zone';
import type { ProfileCardData } from '@portal/components/ProfileCard';
import { useServices } from '../data/use-services';

/**
 * The paid zones of the listings: TOP and VIP profiles above a profile listing's grid, VIP
 * businesses (the spec's "top search blocks") above a business listing's. Server-rendered with
 * the listing (the loader asks for the zone too), so the grid never moves down when it arrives.
 * What they draw is PaidZoneView.tsx, a later part of the page.
 */

/** For a listing's loader: the zone's profiles, or nothing when they fail (the listing works without). */
export function ensurePaidProfiles(queryClient: QueryClient, client: PortalClient, filters: ProfileFilters) {
  if (!paidZoneFilters(filters)) return Promise.resolve(null);
  return queryClient.ensureQueryData(paidProfilesQuery(client, filters)).catch(() => null);
}

export interface PaidProfiles {
  items: readonly ProfileCardData[];
  /** The zone shows: the grid's cards need no visible "Sponsored" (it carries the disclosure). */
  shown: boolean;
  /** A page of the listing less the profiles the zone shows, so no card is on the page twice
   * (the API lists paid profiles first: page 1 would open with the zone's cards again). */
  without: <T extends { id: number }>(page: readonly T[]) => readonly T[];
}

/** The paid profiles above a listing. */
export function usePaidProfiles(filters: ProfileFilters): PaidProfiles {
  const { client } = useServices();
  const enabled = paidZoneFilters(filters) !== null;
  const data = useQuery({ ...paidProfilesQuery(client, filters), enabled }).data?.data;
  return useMemo(() => {
    // Only what is paid, whatever the backend answered: one that ignores the statuses filter must
    // not move unpaid profiles out of the grid into a "Sponsored" zone.
    const items = enabled ? (data ?? []).filter((p) => p.statuses.is_vip || p.statuses.is_top) : [];
    const ids = new Set(items.map((p) => p.id));
    // A page made only of the zone's profiles (a small filtered listing) keeps them: an empty grid
    // would read as "nothing found".
    const without = <T extends { id: number }>(page: readonly T[]): readonly T[] => {
      const rest = page.filter((p) => !ids.has(p.id));
      return rest.length === 0 ? page : rest;
    };
    return { items, shown: items.length > 0, without };
  }, [enabled, data]);
}
