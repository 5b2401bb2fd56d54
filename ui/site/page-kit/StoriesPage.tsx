import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { usePortalQueries, useSession } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { ErrorState, Spinner } from '@portal/components';
import { StoriesList } from '@portal/components/business/StoriesList';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { useMounted } from '../data/use-mounted';
import styles from './page-kit.module.css';

// The upload (Radix Progress, the editor texts) loads only for those who may post.
const StoryUploadPanel = lazy(() => import('./StoryUploadPanel'));

/** §7 POST /media/api/v1/media (type STORY) is open to models and businesses. */
const MAY_POST: ReadonlySet<string> = new Set(['INDIVIDUAL', 'BUSSINESS']);

export async function storiesLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await queryClient.ensureQueryData(portalQueries(client).media.stories(1)).catch(() => null);
  return null;
}

/**
 * §2 stories (the header's "blog"): the latest short videos, played in a dialog (nothing preloads
 * or plays on its own); models and businesses post theirs here, guests are invited to log in.
 */
export function StoriesPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const { role } = useSession();
  const mounted = useMounted();
  const query = useQuery(queries.media.stories(1));
  const stories = query.data?.data;
  let list;
  if (stories) list = <StoriesList stories={stories} authorHref={(s) => routePath('escort-profile', { slug: s.author.slug }, locale)} />;
  else if (query.error) list = <ErrorState onRetry={() => void query.refetch()} />;
  else list = <Spinner label={t('pages.stories.title')} />;
  return (
    <>
      <PageMeta title={t('pages.stories.title')} description={t('pages.stories.intro')} />
      <h1>{t('pages.stories.title')}</h1>
      <p className={styles.muted}>{t('pages.stories.intro')}</p>
      {role && MAY_POST.has(role) ? (
        <section aria-labelledby="story-post" className={styles.text}>
          <h2 id="story-post">{t('stories.post')}</h2>
          {mounted ? (
            <Suspense fallback={<Spinner label={t('stories.post')} />}>
              <StoryUploadPanel />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      {role ? null : (
        <p>
          {t('stories.loginToPost')} <a href={routePath('login', {}, locale)}>{t('nav.login')}</a>
        </p>
      )}
      {list}
    </>
  );
}
