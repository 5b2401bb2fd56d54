import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, routePath } from '../../../sdk/routes';
import { useSession } from '../../../sdk/react/session';
import { loginHrefFor } from '../../../sdk/session-store';
import {
  Badges, BuyThisPlace, CardGrid, ContactReveal, Gallery, ParametersList, ProfileCard, ProfileMeta, ProfileNav, RatesTable,
  ReviewList, ServicesList, SponsoredLabel, WorkingTimeTable, badgesOf, sponsoredPackageOf,
} from '../../components';
import { usePortalQueries } from '../../../sdk/react/hooks';
import { portalQueries } from '../../../sdk/react/queries';
import { loaderServices, orNotFound, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { buyPlaceHref } from '../shell/nav-items';
import { PageMeta } from '../shell/PageMeta';
import { profileRouteFor } from '../../../sdk/routes/categories';
import styles from './detail.module.css';

// Like, favourite, report and the review forms load with their own chunk (react-hook-form, zod).
const DetailActions = lazy(() => import('./DetailInteractions').then((m) => ({ default: m.DetailActions })));
const ReviewArea = lazy(() => import('./DetailInteractions').then((m) => ({ default: m.ReviewArea })));

/** Which URL param names the profile: a slug (`/escort/{slug}`) or an id (`/personal-page/{id}`). */
export type ProfileKey = 'slug' | 'id';

export function profileDetailLoader(key: ProfileKey) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const { queryClient, client } = loaderServices({ context });
    const ref = key === 'id' ? Number(params.id) : String(params.slug);
    const profile = await orNotFound(request, () => queryClient.ensureQueryData(portalQueries(client).profiles.detail(ref)));
    // Reviews are a secondary block: the page renders without them if they fail.
    await queryClient.ensureQueryData(portalQueries(client).profiles.reviews(profile.data.id)).catch(() => null);
    return null;
  };
}

/**
 * A public profile (§2): photos, badges, parameters, services, rates, working time, contacts,
 * previous/next navigation, reviews, other girls nearby and the buy-this-place action.
 */
export function ProfileDetail({ paramKey }: { paramKey: ProfileKey }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const params = useParams();
  const ref = paramKey === 'id' ? Number(params.id) : String(params.slug);
  const viewer = useRootData()?.user ?? null;
  const account = useSession().user;
  const location = useLocation();
  const profile = useQuery(queries.profiles.detail(ref)).data?.data;
  const reviews = useQuery({ ...queries.profiles.reviews(profile?.id ?? 0), enabled: !!profile }).data;
  const [replyTo, setReplyTo] = useState<number | null>(null);
  if (!profile) return null;
  const subject = { type: 'profile', id: profile.id } as const;
  // The reviewed model (or the business she belongs to) may answer reviews (§6).
  const isOwner = !!account && (account.profile_id === profile.id || (account.business_id !== null && account.business_id === profile.business_id));

  const route = profileRouteFor(profile.category);
  const hrefOf = (slug: string | null) => (slug ? routePath(route, { slug }, locale) : null);
  const mainImage = profile.images.main_slide?.image ?? null;
  // TOP/VIP is a paid placement: labelled on the page as on its cards (who pays, why it shows).
  const sponsored = sponsoredPackageOf(profile.statuses);
  return (
    <article className={styles.detail}>
      <PageMeta title={profile.name} description={profile.description.slice(0, 160)} image={mainImage} />
      <ProfileNav previousHref={hrefOf(profile.prev_slug)} nextHref={hrefOf(profile.next_slug)} className={styles.nav} />
      <div className={styles.columns}>
        <Gallery images={profile.images} name={profile.name} className={styles.gallery} />
        <div className={styles.facts}>
          <header className={styles.header}>
            <h1>{profile.name}</h1>
            <Badges badges={badgesOf(profile.statuses)} />
            {sponsored ? <SponsoredLabel package={sponsored} /> : null}
            <p className={styles.muted}>
              {t('listing.age', { count: profile.age })} · {profile.city.title}, {profile.country.title}
            </p>
          </header>
          <Suspense fallback={null}>
            <DetailActions subject={subject} likes={profile.likes} isLiked={profile.is_liked} isFavorite={profile.is_favorite} />
          </Suspense>
          <ContactReveal phone={profile.phone_number} whatsapp={profile.whatsapp_number} telegram={profile.telegram_number} />
          <ParametersList parameters={profile.parameters} age={profile.age} />
          <ProfileMeta lastSeen={profile.last_seen_at} created={profile.created_at} modified={profile.updated_at} views={profile.views} />
        </div>
      </div>
      {profile.description && (
        <section className={styles.section} aria-labelledby="about">
          <h2 id="about">{t('profile.about')}</h2>
          <p className={styles.prose}>{profile.description}</p>
        </section>
      )}
      <ServicesList
        additional={profile.additional_services}
        inclusive={profile.inklusive_services}
        taboo={profile.taboo_services}
        currency={profile.currency?.code ?? null}
        headingLevel={2}
      />
      <div className={styles.tables}>
        <RatesTable rates={profile.my_price} currency={profile.currency?.code ?? 'EUR'} />
        {profile.working_time && <WorkingTimeTable workingTime={profile.working_time} />}
      </div>
      {reviews && (
        <ReviewList
          reviews={reviews.reviews}
          avgRating={reviews.avg_rating}
          viewerRole={viewer?.role ?? null}
          loginHref={loginHrefFor(localizePath(location.pathname, locale), locale)}
          isOwner={isOwner}
          onReply={(review) => setReplyTo(review.id)}
        />
      )}
      <Suspense fallback={null}>
        <ReviewArea subject={subject} replyTo={replyTo} onReplied={() => setReplyTo(null)} />
      </Suspense>
      {profile.nearby.length > 0 && (
        <section className={styles.section} aria-labelledby="nearby">
          <h2 id="nearby">{t('profile.nearby')}</h2>
          <CardGrid
            items={profile.nearby}
            label={t('profile.nearby')}
            eagerCount={0}
            renderItem={(p, hints) => (
              <ProfileCard profile={p} href={routePath(profileRouteFor(p.category), { slug: p.slug }, locale)} loading={hints.loading} />
            )}
          />
        </section>
      )}
      {/* §2: the public profile's "buy this place" opens the personal page (layout buy-banners: the
          place, the banner sizes); there it leads on to buying (payments, login or registration). */}
      <BuyThisPlace href={paramKey === 'id' ? buyPlaceHref(account, profile, locale) : routePath('personal-page', { id: profile.id }, locale)} />
    </article>
  );
}
