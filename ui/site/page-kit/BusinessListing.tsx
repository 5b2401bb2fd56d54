import { memo, useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { BusinessType } from '@portal/sdk';
import { BUSINESS_DETAIL_ROUTE, BUSINESS_LISTINGS, listingFilters, listingSearch, localizePath, routePath } from '@portal/sdk';
import { BusinessCard, BusinessFilters, CardGrid, EmptyState, ErrorState, FoundCount, Pagination, cityOptionsOf, cityTitleOf, useSearchParamsAdapter } from '@portal/components';
import type { BusinessFilterValue, CityOption } from '@portal/components';
import { useListing, usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { businessFilterOptionsQuery } from '../data/filter-options';
import { PageMeta } from '../shell/PageMeta';
import { skeletonsFor, useRefreshing } from '../data/use-refreshing';
import { assertPageExists, requestedPage } from '../data/listing-page';
import { laterPart, lazyPart } from '../shell/lazy-part';
import { addSection } from '@portal/sdk/i18n';
import styles from './page-kit.module.css';

/** In the server's HTML with the page; its script comes once the page is interactive (PaidZoneView.tsx). */
const BusinessPaidZone = laterPart(() => import('./PaidZoneView').then((m) => m.BusinessPaidZone));
// The city search: code and texts after the first load, as on the profile listings.
const CitySearch = memo(lazyPart(() => import('./BusinessCitySearch').then((m) => m.default)));

export function businessListingLoader(type: BusinessType) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { queryClient, client, i18n } = loaderServices({ context });
    const url = new URL(request.url);
    const page = requestedPage(url);
    const [, list] = await Promise.all([
      addSection(i18n, 'visitor'),
      queryClient.ensureQueryData(portalQueries(client).businesses.list(listingFilters(BUSINESS_LISTINGS[type], url.searchParams), page)),
      // The filters are optional: a failing filter-data call leaves the listing without them.
      queryClient.ensureQueryData(businessFilterOptionsQuery(client)).catch(() => null),
    ]);
    assertPageExists(url, page, list.meta);
    return null;
  };
}

/**
 * Agencies, studios, salons or clubs: 40 a page (§9), VIP first, then TOP, filtered by country and
 * city (the URL is the state, as on the profile listings), with the count found.
 */
export function BusinessListing({ type, titleKey, descriptionKey }: { type: BusinessType; titleKey: string; descriptionKey: string }) {
  const { t } = useCachedTranslation();
  const { locale, client } = useServices();
  const queries = usePortalQueries();
  const { pathname } = useLocation();
  const listing = BUSINESS_LISTINGS[type];
  const { chosen: own, filters, page, setFilters } = useListing(listing, { adapter: useSearchParamsAdapter() });
  const list = useQuery(queries.businesses.list(filters, page));
  const countries = useQuery(businessFilterOptionsQuery(client)).data;
  const cities = useMemo(() => cityOptionsOf(countries ?? []), [countries]);
  const refreshing = useRefreshing();
  const items = list.data?.data ?? [];
  // The zone shows the page's VIP businesses; a page of VIP businesses only keeps them in the grid.
  const zoned = items.some((b) => b.is_vip) && items.some((b) => !b.is_vip);
  // The city's name in the reader's language (the filter data's) heads the page.
  const cityName = cityTitleOf(countries ? { countries } : undefined, own.city_id);
  const title = cityName ? t(`listing.inCity.${type}`, { city: cityName }) : t(titleKey);
  // A new choice starts at page 1 and replaces the history entry (a select stepped with the arrow keys).
  const change = useCallback((next: BusinessFilterValue) => setFilters(next, { replace: true }), [setFilters]);
  // Stable while the URL is: the memoized search keeps its server HTML until its chunk has come.
  const country = own.country_id;
  const chooseCity = useCallback(
    (city: CityOption | null) => change(city ? { country_id: city.countryId, city_id: city.id } : { country_id: country }),
    [change, country],
  );
  const hrefFor = (n: number) => localizePath(`${pathname}${listingSearch(listing, own, n)}`, locale);
  const chosen: CityOption | null = cities.find((city) => city.id === own.city_id) ?? null;
  return (
    <>
      <PageMeta title={title} description={t(descriptionKey)} />
      <div className={styles.heading}>
        <h1>{title}</h1>
      </div>
      {countries && (
        <BusinessFilters
          value={own}
          countries={countries}
          onChange={change}
          action={localizePath(pathname, locale)}
          className={styles.businessFilters}
          citySearch={
            <CitySearch
              id={`business-city-${type}`}
              cities={cities}
              value={chosen}
              onChange={chooseCity}
            />
          }
        />
      )}
      {list.data && <FoundCount count={list.data.meta.total_items} texts={{ found: (count) => t('listing.placesFound', { count }) }} />}
      {!refreshing && zoned && <BusinessPaidZone businesses={items} className={styles.paidZone} />}
      {list.isError && !list.data ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : refreshing || list.isPending ? (
        // Another page is on its way: skeleton cards where the cards will be.
        <CardGrid items={[]} loading label={title} skeletonCount={skeletonsFor(items.length)} renderItem={() => null} />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <CardGrid
          // The VIP businesses are in the zone above; the grid does not repeat them.
          items={zoned ? items.filter((b) => !b.is_vip) : items}
          label={title}
          busy={list.isFetching}
          renderItem={(business, hints) => (
            <BusinessCard
              business={business}
              href={routePath(BUSINESS_DETAIL_ROUTE[business.type], { slug: business.slug }, locale)}
              loading={hints.loading}
              fetchPriority={hints.fetchPriority}
              disclosure={zoned ? 'zone' : 'card'}
            />
          )}
        />
      )}
      {list.data && <Pagination page={page} totalPages={list.data.meta.total_pages} hrefFor={hrefFor} />}
    </>
  );
}
