import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { BusinessSummary, PortalClient, ProfileFilters } from '@portal/sdk';
import { BUSINESS_DETAIL_ROUTE, profileRouteFor, routePath } from '@portal/sdk';
import { BusinessCard, PaidZone, ProfileCard } from '../../components';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import { paidProfilesQuery, paidZoneFilters } from '../data/paid-zone';
import type { ProfileCardData } from '../../components/ProfileCard';
import { useServices } from '../data/use-services';

/**
 * The paid zones of the listings: TOP and VIP profiles above a profile listing's grid, VIP
 * businesses (the spec's "top search blocks") above a business listing's. Server-rendered with
 * the listing (the loader asks for the zone too), so the grid never moves down when it arrives.
 */

/** For a listing's loader: the zone's profiles, or nothing when they fail (the listing works without). */
export function ensurePaidProfiles(queryClient: QueryClient, client: PortalClient, filters: ProfileFilters) {
  if (!paidZoneFilters(filters)) return Promise.resolve(null);
  return queryClient.ensureQueryData(paidProfilesQuery(client, filters)).catch(() => null);
}

/** The paid profiles above a listing; `shown` tells the grid its cards need no visible "Sponsored". */
export function usePaidProfiles(filters: ProfileFilters): { items: readonly ProfileCardData[]; shown: boolean } {
  const { client } = useServices();
  const enabled = paidZoneFilters(filters) !== null;
  const items = useQuery({ ...paidProfilesQuery(client, filters), enabled }).data?.data ?? [];
  return { items: enabled ? items : [], shown: enabled && items.length > 0 };
}

/** "Top in Prague" when the listing is filtered to a city, "Top in all cities" otherwise. */
function useZoneTitle(cityFiltered: boolean, city: string | undefined): string {
  const { t } = useCachedTranslation();
  return cityFiltered && city ? t('paidZone.title', { city }) : t('paidZone.titleAll');
}

export function ProfilePaidZone({ items, filters }: { items: readonly ProfileCardData[]; filters: ProfileFilters }) {
  const { locale } = useServices();
  const title = useZoneTitle(filters.city_id !== undefined, items[0]?.city.title);
  return (
    <PaidZone
      title={title}
      items={items}
      renderItem={(profile, index) => (
        <ProfileCard
          profile={profile}
          href={routePath(profileRouteFor(profile.category), { slug: profile.slug }, locale)}
          disclosure="zone"
          loading={index < 2 ? 'eager' : 'lazy'}
        />
      )}
    />
  );
}

/** The VIP businesses of a business listing's page (the API lists them first). */
export function BusinessPaidZone({ businesses, className }: { businesses: readonly BusinessSummary[]; className?: string }) {
  const { locale } = useServices();
  const vip = businesses.filter((b) => b.is_vip);
  const title = useZoneTitle(false, undefined);
  return (
    <PaidZone
      title={title}
      items={vip}
      className={className}
      renderItem={(business, index) => (
        <BusinessCard
          business={business}
          href={routePath(BUSINESS_DETAIL_ROUTE[business.type], { slug: business.slug }, locale)}
          disclosure="zone"
          loading={index < 2 ? 'eager' : 'lazy'}
        />
      )}
    />
  );
}
