import type { BusinessSummary, ProfileFilters } from '@portal/sdk';
import { BUSINESS_DETAIL_ROUTE, profileRouteFor, routePath } from '@portal/sdk';
import { BusinessCard, PaidZone, ProfileCard } from '@portal/components';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { ProfileCardData } from '@portal/components/ProfileCard';
import { useServices } from '../data/use-services';
import { listingContextQuery } from '../data/listing-context';

/*
 * The paid zones as the listings show them: loaded as later parts (ProfileListing, BusinessListing),
 * so their cards are in the server's HTML at once and their script (the disclosure) comes once the
 * page is interactive, outside the listing's first load.
 */

/** "Top in Prague" when the listing is filtered to a city, "Top in all cities" otherwise. */
function useZoneTitle(cityFiltered: boolean, city: string | undefined): string {
  const { t } = useCachedTranslation();
  return cityFiltered && city ? t('paidZone.title', { city }) : t('paidZone.titleAll');
}

export function ProfilePaidZone({ items, filters }: { items: readonly ProfileCardData[]; filters: ProfileFilters }) {
  const { locale } = useServices();
  const title = useZoneTitle(filters.city_id !== undefined, items[0]?.city.title);
  // The zone's profiles open the first page of the list (previous/next walk it: listing-context.ts).
  const list = listingContextQuery(filters, 1);
  return (
    <PaidZone
      title={title}
      items={items}
      renderItem={(profile, index) => (
        <ProfileCard
          profile={profile}
          href={routePath(profileRouteFor(profile.category), { slug: profile.slug }, locale) + list}
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
