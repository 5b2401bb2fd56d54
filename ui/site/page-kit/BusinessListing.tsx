import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import type { BusinessType } from '@portal/sdk';
import { BUSINESS_DETAIL_ROUTE, localizePath, routePath, decodePage } from '@portal/sdk';
import { BusinessCard, CardGrid, EmptyState, ErrorState, Pagination } from '../../components';
import { usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { skeletonsFor, useRefreshing } from '../data/use-refreshing';
import { assertPageExists, requestedPage } from '../data/listing-page';
import { laterPart } from '../shell/lazy-part';
import styles from './page-kit.module.css';

/** In the server's HTML with the page; its script comes once the page is interactive (PaidZoneView.tsx). */
const BusinessPaidZone = laterPart(() => import('./PaidZoneView').then((m) => m.BusinessPaidZone));

export function businessListingLoader(type: BusinessType) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { queryClient, client } = loaderServices({ context });
    const url = new URL(request.url);
    const page = requestedPage(url);
    const list = await queryClient.ensureQueryData(portalQueries(client).businesses.list({ type }, page));
    assertPageExists(url, page, list.meta);
    return null;
  };
}

/** Agencies, studios, salons or clubs: 40 a page (§9), VIP first, then TOP. */
export function BusinessListing({ type, titleKey, descriptionKey }: { type: BusinessType; titleKey: string; descriptionKey: string }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = decodePage(searchParams);
  const list = useQuery(queries.businesses.list({ type }, page));
  const refreshing = useRefreshing();
  const items = list.data?.data ?? [];
  // The zone shows the page's VIP businesses; a page of VIP businesses only keeps them in the grid.
  const zoned = items.some((b) => b.is_vip) && items.some((b) => !b.is_vip);
  const hrefFor = (n: number) => localizePath(n > 1 ? `${pathname}?page=${n}` : pathname, locale);
  return (
    <>
      <PageMeta title={t(titleKey)} description={t(descriptionKey)} />
      <div className={styles.heading}>
        <h1>{t(titleKey)}</h1>
      </div>
      {!refreshing && zoned && <BusinessPaidZone businesses={items} className={styles.paidZone} />}
      {list.isError && !list.data ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : refreshing || list.isPending ? (
        // Another page is on its way: skeleton cards where the cards will be.
        <CardGrid items={[]} loading label={t(titleKey)} skeletonCount={skeletonsFor(items.length)} renderItem={() => null} />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <CardGrid
          // The VIP businesses are in the zone above; the grid does not repeat them.
          items={zoned ? items.filter((b) => !b.is_vip) : items}
          label={t(titleKey)}
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
