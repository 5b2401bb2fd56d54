import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../sdk/routes';
import { EmptyState } from '../../components';
import { usePortalQueries } from '../../../sdk/react/hooks';
import { portalQueries } from '../../../sdk/react/queries';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { SiteLink } from '../shell/SiteLink';
import styles from './page-kit.module.css';

export async function storiesLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await queryClient.ensureQueryData(portalQueries(client).media.stories(1)).catch(() => null);
  return null;
}

/** §2 stories (the header's "blog"): the latest short videos. Videos do not preload (data saver). */
export function StoriesPage() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const stories = useQuery(queries.media.stories(1)).data?.data ?? [];
  return (
    <>
      <PageMeta title={t('pages.stories.title')} description={t('pages.stories.intro')} />
      <h1>{t('pages.stories.title')}</h1>
      <p className={styles.muted}>{t('pages.stories.intro')}</p>
      {stories.length === 0 ? (
        <EmptyState message={t('pages.stories.intro')} />
      ) : (
        <ul className={styles.stories}>
          {stories.map((story) => (
            <li key={story.id} className={styles.story}>
              <video src={story.url} poster={story.poster ?? undefined} controls preload="none" width={270} height={480} aria-label={story.author.name} />
              <SiteLink href={routePath('escort-profile', { slug: story.author.slug }, locale)}>{story.author.name}</SiteLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
