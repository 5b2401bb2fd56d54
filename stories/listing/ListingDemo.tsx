import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Locale } from '../../schemas/constants';
import { routePath } from '../../sdk/routes';
import { useFilters, useProfileList, usePortalQueries } from '@portal/sdk/react';
import {
  Button, CardGrid, EmptyState, ErrorState, FilterPanel, FoundCount, Pagination, ProfileCard, useSearchParamsAdapter,
} from '@portal/components';

/**
 * How a page composes the listing: URL state (useFilters through the router adapter), data
 * (useProfileList), and the presentational pieces. Lives in stories only; the site's page is the
 * shell's.
 */
export function ListingDemo({ locale = 'en' }: { locale?: Locale }) {
  const { pathname } = useLocation();
  const { filters, page, setFilters, reset, searchFor } = useFilters({ adapter: useSearchParamsAdapter(), base: { category: 'escort' } });
  const list = useProfileList(filters, page);
  const options = useQuery(usePortalQueries().reference.filterData('escort'));
  const total = list.meta?.total_items ?? 0;

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {options.data ? <FilterPanel value={filters} onChange={setFilters} onReset={reset} options={options.data.data.profile} /> : null}
      {list.isError ? (
        <ErrorState onRetry={list.refetch} />
      ) : (
        <>
          {list.isLoading ? null : <FoundCount count={total} />}
          {!list.isLoading && total === 0 ? (
            <EmptyState action={<Button variant="secondary" onClick={reset}>Reset filters</Button>} />
          ) : (
            <CardGrid
              items={list.profiles}
              loading={list.isLoading}
              busy={list.isUpdating}
              label="Profiles"
              renderItem={(p, hints) => (
                <ProfileCard profile={p} href={routePath('escort-profile', { slug: p.slug }, locale)}
                  loading={hints.loading} fetchPriority={hints.fetchPriority} />
              )}
            />
          )}
          {list.meta ? (
            <Pagination page={page} totalPages={list.meta.total_pages} hrefFor={(n) => `${pathname}${searchFor(n)}`} />
          ) : null}
        </>
      )}
    </div>
  );
}
