import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import { SITE_NAME, TOP_ESCORTS_COUNT, routePath, CATEGORY_LIST_ROUTE, profileRouteFor } from '@portal/sdk';
import { addSection } from '@portal/sdk/i18n';
import { CardGrid, CategoryTiles, HomeSlider, ProfileCard } from '../../components';
import { usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { laterPart } from '../shell/lazy-part';
import { PageMeta } from '../shell/PageMeta';
import { pagePath } from '../shell/paths';
import { profileCardsQuery } from '../data/profile-cards';
import styles from './page-kit.module.css';

const ESCORTS = { category: 'escort' } as const;

// Beyond the spec: the profiles this visitor opened last (the browser's list, after the first load).
const RecentlyViewedSection = laterPart(() => import('./RecentlyViewedPart').then((m) => m.default));

export async function homeLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client, i18n } = loaderServices({ context });
  await Promise.all([
    addSection(i18n, 'visitor'),
    queryClient.ensureQueryData(portalQueries(client).reference.indexSlider()).catch(() => null),
    queryClient.ensureQueryData(profileCardsQuery(client, ESCORTS, 1, TOP_ESCORTS_COUNT)),
  ]);
  return null;
}

/** Home (§1, §2): banner slides, the categories and the top escorts (§9: the last four of the list). */
export function HomePage() {
  const { t } = useCachedTranslation();
  const { locale, client } = useServices();
  const queries = usePortalQueries();
  const slides = useQuery(queries.reference.indexSlider()).data?.data ?? [];
  const top = useQuery(profileCardsQuery(client, ESCORTS, 1, TOP_ESCORTS_COUNT)).data?.data ?? [];
  return (
    <>
      <PageMeta />
      <h1 className={styles.homeTitle}>{t('meta.title', { site: SITE_NAME })}</h1>
      {slides.length > 0 && <HomeSlider slides={slides} />}
      {/* Each tile is a category heading of its own, right under the page's h1. */}
      <CategoryTiles headingLevel={2} hrefFor={(c) => pagePath(CATEGORY_LIST_ROUTE[c], locale)} className={styles.section} />
      {top.length > 0 && (
        <section className={styles.section} aria-labelledby="home-top">
          <h2 id="home-top">{t('categories.escort.title')}</h2>
          <CardGrid
            items={top}
            label={t('categories.escort.title')}
            renderItem={(p, hints) => (
              <ProfileCard
                profile={p}
                href={routePath(profileRouteFor(p.category), { slug: p.slug }, locale)}
                loading={hints.loading}
                fetchPriority={hints.fetchPriority}
              />
            )}
          />
        </section>
      )}
      <RecentlyViewedSection />
    </>
  );
}
