import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, routePath } from '../../../sdk/routes';
import { EmptyState, Pagination, ReviewList } from '../../components';
import { decodePage } from '../../../sdk/url/listing-query';
import { usePortalQueries } from '../../../sdk/react/hooks';
import { portalQueries } from '../../../sdk/react/queries';
import { loaderServices, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { PageMeta } from '../shell/PageMeta';

export async function reviewsLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  const page = decodePage(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(portalQueries(client).reviews.list({}, page));
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
      <h1 id="reviews-title">{t('reviews.title')}</h1>
      {answer && answer.data.length > 0 ? (
        // Named by the page's heading: a second "Reviews" heading under it said the same again.
        <ReviewList reviews={answer.data} avgRating={null} viewerRole={viewer?.role ?? null} loginHref={routePath('login', {}, locale)} labelledBy="reviews-title" />
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
