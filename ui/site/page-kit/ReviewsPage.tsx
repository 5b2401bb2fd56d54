import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { REVIEW_LISTING, listingFilters, listingSearch, localizePath, routePath } from '@portal/sdk';
import { EmptyState, FoundCount, Pagination, ReviewFilters, ReviewList, useSearchParamsAdapter } from '@portal/components';
import type { ReviewFilterValue } from '@portal/components';
import { useListing, usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { reviewSubjectHref } from '../data/review-links';
import { loaderServices, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { PageMeta } from '../shell/PageMeta';
import { assertPageExists, requestedPage } from '../data/listing-page';

export async function reviewsLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  const url = new URL(request.url);
  const page = requestedPage(url);
  const queries = portalQueries(client);
  const [list] = await Promise.all([
    queryClient.ensureQueryData(queries.reviews.list(listingFilters(REVIEW_LISTING, url.searchParams), page)),
    // The list shows without its filters when their choices cannot be had.
    queryClient.ensureQueryData(queries.reviews.filterData()).catch(() => null),
  ]);
  assertPageExists(url, page, list.meta);
  return null;
}

/**
 * §2 reviews list, newest first, 40 a page, with §7's filters (category, city, rating) kept in
 * the URL; each review names its profile or business, as a link to its page.
 */
export function ReviewsPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const { pathname } = useLocation();
  const { filters, page, setFilters } = useListing(REVIEW_LISTING, { adapter: useSearchParamsAdapter() });
  const viewer = useRootData()?.user ?? null;
  const answer = useQuery(queries.reviews.list(filters, page)).data;
  const choices = useQuery(queries.reviews.filterData()).data?.data;
  const filtered = Object.keys(filters).length > 0;
  // A new choice starts at page 1; it replaces the history entry (a select stepped with the arrow
  // keys would otherwise leave one entry per step), and the URL keeps it for reload and sharing.
  const change = (next: ReviewFilterValue) => setFilters(next, { replace: true });
  return (
    <>
      <PageMeta title={t('reviews.title')} />
      <h1 id="reviews-title">{t('reviews.title')}</h1>
      {choices && (
        <ReviewFilters
          value={filters}
          // One name per category in a language: the menu's (the catalog's), the API's only for a category it lacks.
          categories={choices.categories.map((c) => ({
            slug: c.slug as NonNullable<ReviewFilterValue['category']>,
            title: t([`nav.${c.slug}`, `categories.${c.slug}.title`], { defaultValue: c.title }),
          }))}
          cities={choices.cities}
          ratings={choices.ratings}
          onChange={change}
          action={localizePath(pathname, locale)}
        />
      )}
      {answer && answer.data.length > 0 ? (
        <>
          <FoundCount count={answer.meta.total_items} texts={{ found: (count) => t('reviews.count', { count }) }} />
          <ReviewList
            reviews={answer.data}
            avgRating={null}
            viewerRole={viewer?.role ?? null}
            loginHref={routePath('login', {}, locale)}
            subjectHref={(review) => reviewSubjectHref(review, locale)}
            // Named by the page's heading: a second "Reviews" heading under it said the same again.
            labelledBy="reviews-title"
          />
        </>
      ) : (
        <EmptyState message={filtered ? t('reviews.noMatch') : t('reviews.empty')} />
      )}
      {answer && (
        <Pagination
          page={page}
          totalPages={answer.meta.total_pages}
          hrefFor={(n) => localizePath(`${pathname}${listingSearch(REVIEW_LISTING, filters, n)}`, locale)}
        />
      )}
    </>
  );
}
