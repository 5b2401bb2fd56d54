import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath, BUSINESS_DETAIL_ROUTE, profileRouteFor } from '@portal/sdk';
import { usePortalQueries, usePortalMutations } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { BusinessCard, CardGrid, ProfileCard, ReviewList } from '@portal/components';
import type { ProfileSummary } from '@portal/sdk';
import { reviewSubjectHref } from '../data/review-links';
import { NotificationList } from '@portal/components/account/NotificationList';
import { NotificationSwitches } from '@portal/components/account/NotificationSwitches';
import { loaderServices, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import areaStyles from './account-area/account-area.module.css';

/**
 * The member's area (§2 client pages, layout buy-banners). The guard lets only MEMBER in, so the
 * loaders may ask the private calls with the session's token; secondary blocks (recommendations)
 * never fail the page.
 */

/** A few public profiles the member may like: the first page of the list, as §2 shows no rule. */
const RECOMMENDED = 4;

export async function clientFavoritesLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await Promise.all([
    queryClient.ensureQueryData(portalQueries(client).account.favorites()),
    queryClient.ensureQueryData(portalQueries(client).profiles.list({}, 1)).catch(() => null),
  ]);
  return null;
}

export async function clientNotificationsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await Promise.all([
    queryClient.ensureQueryData(portalQueries(client).account.notifications()),
    // The switches are secondary: without the settings the page still lists the notifications.
    queryClient.ensureQueryData(portalQueries(client).settings.get()).catch(() => null),
  ]);
  return null;
}

export async function clientReviewsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client, user } = loaderServices({ context });
  if (user) await queryClient.ensureQueryData(portalQueries(client).reviews.list({ author_id: user.id }, 1));
  return null;
}

/**
 * Profiles in the listing grid with full-size cards. `favourites`: the cards are the member's
 * favourites, each with a filled heart that takes it off the list.
 */
function ProfileCards({ profiles, label, favourites = false }: { profiles: readonly ProfileSummary[]; label: string; favourites?: boolean }) {
  const { locale } = useServices();
  const unfavourite = useMutation(usePortalMutations().profiles.favorite());
  return (
    <CardGrid
      items={profiles}
      label={label}
      eagerCount={0}
      renderItem={(p, hints) => (
        <ProfileCard
          profile={p}
          href={routePath(profileRouteFor(p.category), { slug: p.slug }, locale)}
          loading={hints.loading}
          favorite={favourites ? {
            active: true,
            pending: unfavourite.isPending && unfavourite.variables === p.id,
            onToggle: () => unfavourite.mutate(p.id),
          } : undefined}
        />
      )}
    />
  );
}

export function ClientFavorites() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const favorites = useQuery(queries.account.favorites()).data?.data;
  const recommended = (useQuery(queries.profiles.list({}, 1)).data?.data ?? []).slice(0, RECOMMENDED);
  const empty = favorites !== undefined && favorites.profiles.length + favorites.businesses.length === 0;
  return (
    <>
      {empty && <p>{t('pages.client.favoritesEmpty')}</p>}
      {favorites && favorites.profiles.length > 0 && <ProfileCards profiles={favorites.profiles} label={t('pages.client.favorites')} favourites />}
      {favorites && favorites.businesses.length > 0 && (
        <CardGrid
          items={favorites.businesses}
          label={t('pages.client.favorites')}
          eagerCount={0}
          renderItem={(b, hints) => (
            <BusinessCard business={b} href={routePath(BUSINESS_DETAIL_ROUTE[b.type], { slug: b.slug }, locale)} loading={hints.loading} />
          )}
        />
      )}
      {recommended.length > 0 && (
        <section aria-labelledby="client-recommended">
          <h2 id="client-recommended">{t('pages.client.recommendations')}</h2>
          <ProfileCards profiles={recommended} label={t('pages.client.recommendations')} />
        </section>
      )}
    </>
  );
}

export function ClientNotifications() {
  const { t } = useCachedTranslation();
  const queries = usePortalQueries();
  const { locale } = useServices();
  const notifications = useQuery(queries.account.notifications()).data?.data;
  const settings = useQuery(queries.settings.get()).data?.data;
  // The SDK's settings call (beyond spec 7): its answer becomes the cached settings.
  const update = useMutation(usePortalMutations().settings.update());
  return (
    <div className={areaStyles.column}>
      {/* The notifications first (what the page is for), their preferences under them. */}
      {!notifications ? null : notifications.length === 0 ? (
        <p>{t('pages.client.notificationsEmpty')}</p>
      ) : (
        <NotificationList notifications={notifications} hrefFor={(href) => localized(href, locale)} />
      )}
      {settings ? (
        <NotificationSwitches value={settings.notifications} onChange={(next) => update.mutateAsync({ notifications: next })} />
      ) : null}
    </div>
  );
}

function localized(href: string, locale: string): string {
  return href.startsWith('/') && locale !== 'en' ? `/${locale}${href}` : href;
}

/** The member's own reviews, each naming the profile or business it is about, as a link to its page. */
export function ClientReviews() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const user = useRootData()?.user ?? null;
  const answer = useQuery({ ...queries.reviews.list({ author_id: user?.id ?? 0 }, 1), enabled: !!user }).data;
  if (!answer) return null;
  if (answer.data.length === 0) return <p>{t('pages.client.reviewsEmpty')}</p>;
  return (
    <ReviewList
      reviews={answer.data} avgRating={null} viewerRole={user?.role ?? null} headingLevel={2}
      subjectHref={(review) => reviewSubjectHref(review, locale)}
    />
  );
}
