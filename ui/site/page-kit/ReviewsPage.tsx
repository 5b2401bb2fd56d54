import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, routePath } from '@portal/sdk';
import { EmptyState, Pagination, ReviewList } from '../../components';
import { decodePage, usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { PageMeta } from '../shell/PageMeta';
import { assertPageExists, requestedPage } from '../data/listing-page';

export async function reviewsLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  const url = new URL(request.url);
  const page = requestedPage(url);
  const list = await queryClient.ensureQueryData(portalQueries(client).reviews.list({}, page));
  assertPageExists(url, page, list.meta);
  return null;
}

/** §2 reviews list, newest first, 40 a page. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = decodePage(searchParams);
  const viewer = useRootData()?.user ?? null;
  const answer = useQuery(queries.reviews.list({}, page)).data;
  return (
    <>
      <PageMeta title={t('reviews.title')} />
      <h1>{t('reviews.title')}</h1>
      {answer && answer.data.length > 0 ? (
        <ReviewList reviews={answer.data} avgRating={null} viewerRole={viewer?.role ?? null} loginHref={routePath('login', {}, locale)} />
      ) : (
        <EmptyState message={t('reviews.count', { count: 0 })} />
      )}
      {answer && (
        <Pagination
          page={page}
          totalPages={answer.meta.total_pages}
          hrefFor={(n) => localizePath(n > 1 ? `${pathname}?page=${n}` : pathname, locale)}
        />
      )}
    </>
  );
}
