import { memo, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { ProfileCategory, ProfileFilters } from '@portal/sdk';
import { PROFILE_LISTINGS, listingFilters, listingSearch, localizePath, routePath, profileRouteFor } from '@portal/sdk';
import { useListing } from '@portal/sdk/react';
import { addSection } from '@portal/sdk/i18n';
import { ActiveFilters, Button, CardGrid, EmptyState, ErrorState, FoundCount, Pagination, ProfileCard, activeFilterChips, cityTitleOf, useSearchParamsAdapter } from '@portal/components';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { skeletonsFor, useRefreshing } from '../data/use-refreshing';
import { profileCardsQuery } from '../data/profile-cards';
import { listingContextQuery } from '../data/listing-context';
import { assertPageExists, requestedPage } from '../data/listing-page';
import { createStepHistory } from '../data/step-history';
import { ensureFilterPanelOptions, useFilterPanelOptions } from '../data/filter-options';
import { DeferredFilterPanel, loadFilterPanel } from './LazyFilterPanel';
import { ensurePaidProfiles, usePaidProfiles } from './PaidZoneParts';
import { laterPart } from '../shell/lazy-part';
import styles from './page-kit.module.css';

// The name and city search and the order (beyond the spec): in the server's HTML with the page (a
// GET form, which works before its code comes), its code and texts once the page is interactive,
// like home's city search.
const ListingSearch = memo(laterPart(() => import('./ListingSearch').then((m) => m.default)));
/** In the server's HTML with the page; its script comes once the page is interactive (PaidZoneView.tsx). */
const ProfilePaidZone = memo(laterPart(() => import('./PaidZoneView').then((m) => m.ProfilePaidZone)));

/** How long the filter sheet waits for the visitor to stop changing filters before it counts their results. */
const PENDING_COUNT_DELAY_MS = 300;

/** `value`, once it has stood still for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The loader of a profile listing: the page of profiles for the URL's filters and the filter choices. */
export function profileListingLoader(category: ProfileCategory) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { queryClient, client, i18n } = loaderServices({ context });
    const url = new URL(request.url);
    const params = url.searchParams;
    const filters: ProfileFilters = listingFilters(PROFILE_LISTINGS[category], params);
    const page = requestedPage(url);
    const [list] = await Promise.all([
      queryClient.ensureQueryData(profileCardsQuery(client, filters, page)),
      addSection(i18n, 'visitor'),
      // The panel is optional: a failing filter-data call leaves the listing without it.
      ensureFilterPanelOptions(queryClient, client, category, filters).catch(() => null),
      loadFilterPanel(),
      // The paid zone above the grid: optional, like the panel.
      ensurePaidProfiles(queryClient, client, filters),
    ]);
    assertPageExists(url, page, list.meta);
    return null;
  };
}

/** The Filters button's place in a phone's bar (a stable object: the memoized panel keeps its server HTML). */
const drawerButtonClass = { drawerButton: styles.barButton };

/**
 * A profile listing (§2, §3): filters in the URL (the URL is the state), the found count, a grid
 * of cards, pagination, and the spec's message when nothing matches.
 */
export function ProfileListing({ category, titleKey, descriptionKey }: { category: ProfileCategory; titleKey: string; descriptionKey: string }) {
  const { t } = useCachedTranslation();
  const { locale, client } = useServices();
  const { pathname } = useLocation();
  const listing = PROFILE_LISTINGS[category];
  const { chosen: own, filters, page, setFilters: writeFilters } = useListing(listing, { adapter: useSearchParamsAdapter() });
  const list = useQuery(profileCardsQuery(client, filters, page));
  const refreshing = useRefreshing();
  const panel = useFilterPanelOptions(category);
  const paid = usePaidProfiles(filters);

  // A slider's key steps replace the entry of its first step (one Back undoes the adjustment).
  const [replaces] = useState(() => createStepHistory(() => window.location.search));
  // Stable while the URL is: a new function would re-render the panel, and an update to a panel
  // that is still the server's HTML makes React drop that HTML and draw it again.
  const setFilters = useCallback(
    (next: ProfileFilters, options?: { replace?: boolean }) => writeFilters(next, { replace: replaces(options?.replace === true) }),
    [writeFilters, replaces],
  );
  // The panel's reset clears its filters; the name search and the order are the toolbar's.
  const resetFilters = useCallback(() => setFilters({ name: own.name, sort: own.sort }), [setFilters, own.name, own.sort]);
  // The filter sheet's pending filters: how many results Apply will show, asked once they settle.
  const [pending, setPending] = useState<ProfileFilters | null>(null);
  const settled = useSettled(pending, PENDING_COUNT_DELAY_MS);
  const pendingList = useQuery({
    ...profileCardsQuery(client, { ...settled, category }, 1),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const pendingCount = pending && settled ? pendingList.data?.meta.total_items : undefined;
  // What is shown: the city's name in the reader's language (the filter data's) heads the page.
  const cityName = cityTitleOf(panel.options, own.city_id);
  const title = cityName ? t(`listing.inCity.${category}`, { city: cityName }) : t(titleKey);
  const chips = activeFilterChips(own, panel.options, (key, values) => t(`filters.${key}`, values ?? {}), (name) => t('listing.nameFilter', { name }));
  const clearAll = () => setFilters({ sort: own.sort });
  // Only the filters and the page: a made-up parameter is not copied into every page link.
  const hrefFor = (n: number) => localizePath(`${pathname}${listingSearch(listing, own, n)}`, locale);

  const listQuery = listingContextQuery(own, page);
  // The paid zone above shows the first paid profiles; the grid does not repeat them.
  const page1 = list.data?.data ?? [];
  const items = paid.without(page1);
  // A listing made only of the zone's profiles (filtered to VIP, say) shows them once, in the grid.
  const zoned = paid.shown && items !== page1;
  const results = list.isError && !list.data ? (
    <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
  ) : refreshing || list.isPending ? (
    // Another page, order or search is on its way: skeleton cards where the cards will be.
    <CardGrid items={[]} loading label={title} skeletonCount={skeletonsFor(items.length)} renderItem={() => null} />
  ) : items.length === 0 ? (
    <EmptyState
      action={
        <>
          <Button variant="secondary" onClick={clearAll}>{t('listing.clearFilters')}</Button>
          {cityName && chips.length > 1 ? (
            <Button onClick={() => setFilters({ city_id: own.city_id, country_id: own.country_id, sort: own.sort })}>
              {t('listing.allInCity', { city: cityName })}
            </Button>
          ) : null}
        </>
      }
    />
  ) : (
    <CardGrid
      items={items}
      label={title}
      busy={list.isFetching}
      renderItem={(profile, hints) => (
        <ProfileCard
          profile={profile}
          // The list travels with the link: the profile's previous/next walk it (listing-context.ts).
          href={routePath(profileRouteFor(profile.category), { slug: profile.slug }, locale) + listQuery}
          loading={hints.loading}
          fetchPriority={hints.fetchPriority}
          disclosure={zoned ? 'zone' : 'card'}
        />
      )}
    />
  );
  return (
    <>
      <PageMeta title={title} description={t(descriptionKey)} />
      <div className={styles.heading}>
        <h1>{title}</h1>
      </div>
      <div className={styles.listing}>
        {/* A phone's one sticky bar (Filters · city · order); from 768 px its parts stand apart. */}
        <div className={styles.bar}>
          {panel.options ? (
            // The rest of the choices load as the visitor reaches for the panel.
            <div className={styles.filters} onPointerEnter={panel.want} onFocus={panel.want}>
              <DeferredFilterPanel
                value={own}
                onChange={setFilters}
                onReset={resetFilters}
                options={panel.options}
                nameSearch
                onPendingChange={setPending}
                pendingCount={pendingCount}
                classNames={drawerButtonClass}
              />
            </div>
          ) : panel.failed ? (
            // The listing works without its panel; the panel says it failed and can be asked again.
            <div className={styles.filters}>
              <ErrorState message={t('filters.unavailable')} onRetry={panel.retry} retrying={panel.retrying} />
            </div>
          ) : null}
          <div className={styles.search}>
            <ListingSearch category={category} filters={own} onChange={setFilters} action={localizePath(pathname, locale)} />
          </div>
        </div>
        <div className={styles.results}>
          {/* How many, and which filters make it so: one row above the cards. */}
          <div className={styles.resultsHead}>
            {list.data && <FoundCount count={list.data.meta.total_items} className={styles.count} />}
            <ActiveFilters chips={chips} onRemove={(chip) => setFilters(chip.without)} onClearAll={clearAll} />
          </div>
          {zoned && <ProfilePaidZone items={paid.items} filters={filters} />}
          {results}
          {list.data && <Pagination page={page} totalPages={list.data.meta.total_pages} hrefFor={hrefFor} />}
        </div>
      </div>
    </>
  );
}
