import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileCategory, ProfileFilters } from '@portal/sdk';
import { localizePath, routePath, profileRouteFor, decodeFilters, decodePage, encodeFilters } from '@portal/sdk';
import { CardGrid, EmptyState, ErrorState, FoundCount, Pagination, ProfileCard } from '../../components';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { useRefreshing } from '../data/use-refreshing';
import { profileCardsQuery } from '../data/profile-cards';
import { assertPageExists, requestedPage } from '../data/listing-page';
import { createStepHistory } from '../data/step-history';
import { ensureFilterPanelOptions, useFilterPanelOptions } from '../data/filter-options';
import { DeferredFilterPanel, loadFilterPanel } from './LazyFilterPanel';
import styles from './page-kit.module.css';

/** The loader of a profile listing: the page of profiles for the URL's filters and the filter choices. */
export function profileListingLoader(category: ProfileCategory) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { queryClient, client } = loaderServices({ context });
    const url = new URL(request.url);
    const params = url.searchParams;
    const filters: ProfileFilters = { ...decodeFilters(params), category };
    const page = requestedPage(url);
    const [list] = await Promise.all([
      queryClient.ensureQueryData(profileCardsQuery(client, filters, page)),
      // The panel is optional: a failing filter-data call leaves the listing without it.
      ensureFilterPanelOptions(queryClient, client, category, filters).catch(() => null),
      loadFilterPanel(),
    ]);
    assertPageExists(url, page, list.meta);
    return null;
  };
}

/**
 * A profile listing (§2, §3): filters in the URL (the URL is the state), the found count, a grid
 * of cards, pagination, and the spec's message when nothing matches.
 */
export function ProfileListing({ category, titleKey, descriptionKey }: { category: ProfileCategory; titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  const { locale, client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const own = useMemo(() => decodeFilters(searchParams), [searchParams]);
  const page = decodePage(searchParams);
  const filters: ProfileFilters = { ...own, category };
  const list = useQuery(profileCardsQuery(client, filters, page));
  const refreshing = useRefreshing();
  const panel = useFilterPanelOptions(category);

  // A slider's key steps replace the entry of its first step (one Back undoes the adjustment).
  const [replaces] = useState(() => createStepHistory(() => window.location.search));
  // Stable while the URL is: a new function would re-render the panel, and an update to a panel
  // that is still the server's HTML makes React drop that HTML and draw it again.
  const setFilters = useCallback(
    (next: ProfileFilters, options?: { replace?: boolean }) => {
      const { category: _fixed, ...rest } = next;
      setSearchParams(encodeFilters(rest, 1, searchParams), { preventScrollReset: true, replace: replaces(options?.replace === true) });
    },
    [setSearchParams, searchParams, replaces],
  );
  const resetFilters = useCallback(() => setFilters({}), [setFilters]);
  const hrefFor = (n: number) => {
    // Only the filters and the page: a made-up parameter is not copied into every page link.
    const search = encodeFilters(own, n).toString();
    return localizePath(`${pathname}${search ? `?${search}` : ''}`, locale);
  };

  const items = list.data?.data ?? [];
  const results = list.isError && !list.data ? (
    <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
  ) : items.length === 0 ? (
    <EmptyState />
  ) : (
    <CardGrid
      items={items}
      label={t(titleKey)}
      busy={list.isFetching || refreshing}
      renderItem={(profile, hints) => (
        <ProfileCard
          profile={profile}
          href={routePath(profileRouteFor(profile.category), { slug: profile.slug }, locale)}
          loading={hints.loading}
          fetchPriority={hints.fetchPriority}
        />
      )}
    />
  );
  return (
    <>
      <PageMeta title={t(titleKey)} description={t(descriptionKey)} />
      <div className={styles.heading}>
        <h1>{t(titleKey)}</h1>
        {list.data && <FoundCount count={list.data.meta.total_items} className={styles.count} />}
      </div>
      <div className={styles.listing}>
        {panel.options ? (
          // The rest of the choices load as the visitor reaches for the panel.
          <div className={styles.filters} onPointerEnter={panel.want} onFocus={panel.want}>
            <DeferredFilterPanel value={own} onChange={setFilters} onReset={resetFilters} options={panel.options} />
          </div>
        ) : panel.failed ? (
          // The listing works without its panel; the panel says it failed and can be asked again.
          <div className={styles.filters}>
            <ErrorState message={t('filters.unavailable')} onRetry={panel.retry} retrying={panel.retrying} />
          </div>
        ) : null}
        <div className={styles.results}>
          {results}
          {list.data && <Pagination page={page} totalPages={list.data.meta.total_pages} hrefFor={hrefFor} />}
        </div>
      </div>
    </>
  );
}
