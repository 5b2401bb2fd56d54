import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { ProfileFilters } from '@portal/sdk';
import { SITE_NAME, TOP_ESCORTS_COUNT, routePath, CATEGORY_LIST_ROUTE, encodeFilters, profileRouteFor } from '@portal/sdk';
import { addSection } from '@portal/sdk/i18n';
import { AppLink, CardGrid, CategoryChips, CategoryTiles, HomeSlider, ProfileCard } from '@portal/components';
import type { ProfileCardData } from '@portal/components';
import { usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { laterPart } from '../shell/lazy-part';
import { PageMeta } from '../shell/PageMeta';
import { pagePath } from '../shell/paths';
import { escortSliderCardsQuery, profileCardsHeadQuery, profileCardsQuery } from '../data/profile-cards';
import styles from './page-kit.module.css';

/** How many cards a home row holds: two screens' width on a phone, a row and a half on a desktop. */
const HOME_ROW_SIZE = 8;
const NEW_ESCORTS: ProfileFilters = { category: 'escort', statuses: ['NEW'] };
const ESCORTS = { category: 'escort' } as const;

// Beyond the spec: the city search (its code and texts after the first load).
// The field is in the server's HTML; its combobox (the listing's city search) loads once the page
// is interactive, so home's first load does not carry the listing's parts.
const HomeCitySearch = memo(laterPart(() => import('./HomeCitySearch').then((m) => m.default)));

// Beyond the spec: the profiles this visitor opened last (the browser's list, after the first load).
const RecentlyViewedSection = laterPart(() => import('./RecentlyViewedPart').then((m) => m.default));

export async function homeLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client, i18n } = loaderServices({ context });
  await Promise.all([
    addSection(i18n, 'visitor'),
    queryClient.ensureQueryData(portalQueries(client).reference.indexSlider()).catch(() => null),
    // The rows are optional: a failing call leaves the home page without that row.
    queryClient.ensureQueryData(escortSliderCardsQuery(client)).catch(() => null),
    queryClient.ensureQueryData(profileCardsHeadQuery(client, NEW_ESCORTS, HOME_ROW_SIZE)).catch(() => null),
    queryClient.ensureQueryData(profileCardsQuery(client, ESCORTS, 1, TOP_ESCORTS_COUNT)),
  ]);
  return null;
}

/** A titled row of profile cards that scrolls sideways (the first two load early: they are on the first screen). */
function ProfileRow({ id, title, profiles, eager, more }: { id: string; title: string; profiles: readonly ProfileCardData[]; eager: boolean; more?: { href: string; label: string } }) {
  const { locale } = useServices();
  if (profiles.length === 0) return null;
  return (
    <section className={styles.homeRow} aria-labelledby={id}>
      <div className={styles.rowHead}>
        <h2 id={id}>{title}</h2>
        {more ? <AppLink href={more.href} className={styles.rowMore}>{more.label}</AppLink> : null}
      </div>
      <ul className={styles.row} aria-labelledby={id}>
        {profiles.map((p, i) => (
          <li key={p.id}>
            <ProfileCard
              profile={p}
              href={routePath(profileRouteFor(p.category), { slug: p.slug }, locale)}
              loading={eager && i < 2 ? 'eager' : 'lazy'}
              fetchPriority={eager && i === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home (§1, §2), people first: the city search and the categories as chips, then the top escorts
 * (the spec's escort slider, GET /api/escort-index-slider) and the new ones (the NEW status
 * filter) as rows of cards, the banner slides (GET /api/index-slider), the category tiles, and
 * the spec's top four escorts (§9: the last four of the list).
 */
export function HomePage() {
  const { t } = useCachedTranslation();
  const { locale, client } = useServices();
  const queries = usePortalQueries();
  const slides = useQuery(queries.reference.indexSlider()).data?.data ?? [];
  const top = useQuery(escortSliderCardsQuery(client)).data ?? [];
  const fresh = useQuery(profileCardsHeadQuery(client, NEW_ESCORTS, HOME_ROW_SIZE)).data ?? [];
  const topFour = useQuery(profileCardsQuery(client, ESCORTS, 1, TOP_ESCORTS_COUNT)).data?.data ?? [];
  const escorts = pagePath(CATEGORY_LIST_ROUTE.escort, locale);
  const listingOf = (filters: ProfileFilters) => `${escorts}?${encodeFilters(filters, 1).toString()}`;
  return (
    <>
      <PageMeta />
      <h1 className={styles.homeTitle}>{t('meta.title', { site: SITE_NAME })}</h1>
      <div className={styles.homeSearch}>
        <HomeCitySearch listing={escorts} />
        <CategoryChips label={t('home.categories')} hrefFor={(c) => pagePath(CATEGORY_LIST_ROUTE[c], locale)} />
      </div>
      <ProfileRow id="home-top" title={t('home.top')} profiles={top} eager more={{ href: escorts, label: t('home.seeAll') }} />
      <ProfileRow id="home-new" title={t('home.new')} profiles={fresh} eager={top.length === 0} more={{ href: listingOf({ statuses: ['NEW'] }), label: t('home.seeAll') }} />
      {slides.length > 0 && <HomeSlider slides={slides} className={styles.section} />}
      {/* Each tile is a category heading of its own, right under the page's h1. */}
      <CategoryTiles headingLevel={2} hrefFor={(c) => pagePath(CATEGORY_LIST_ROUTE[c], locale)} className={styles.section} />
      {topFour.length > 0 && (
        <section className={styles.section} aria-labelledby="home-top-four">
          <h2 id="home-top-four">{t('categories.escort.title')}</h2>
          <CardGrid
            items={topFour}
            label={t('categories.escort.title')}
            eagerCount={0}
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
