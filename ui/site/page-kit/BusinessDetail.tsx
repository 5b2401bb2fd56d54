import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { localizePath, routePath, loginHrefFor, profileRouteFor } from '@portal/sdk';
import { useSession, usePortalQueries } from '@portal/sdk/react';
import { addSection } from '@portal/sdk/i18n';
import {
  BUSINESS_AD_TYPE, BusinessInfo, CardGrid, Gallery, ProfileCard, ReviewList, ServicesList, SponsoredLabel, sponsoredPackageOf,
} from '@portal/components';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, orNotFound, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { lazyPart } from '../shell/lazy-part';
import { PageMeta } from '../shell/PageMeta';
import styles from './detail.module.css';

// Like, favourite, report and the review forms load with their own chunk (react-hook-form, zod).
const DetailActions = lazyPart(() => import('./DetailInteractions').then((m) => m.DetailActions));
const ReviewArea = lazyPart(() => import('./DetailInteractions').then((m) => m.ReviewArea));
// Beyond the spec: share or copy the page's link.
const ShareThisPage = lazyPart(() => import('./VisitorParts').then((m) => m.ShareThisPage));

/** `slug` for /agencies/{slug} and the other types, `id` for /agency/{id}. */
export type BusinessKey = 'slug' | 'id';

const refOf = (key: BusinessKey, params: Readonly<Record<string, string | undefined>>) =>
  key === 'id' ? Number(params.id) : String(params.slug);

export function businessDetailLoader(key: BusinessKey) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const { queryClient, client, i18n } = loaderServices({ context });
    // The share button's texts (beyond the spec).
    const texts = addSection(i18n, 'visitor');
    // §8: a failing business show is a 404 page.
    const shown = await orNotFound(request, () => queryClient.ensureQueryData(portalQueries(client).businesses.show(refOf(key, params))));
    await texts;
    await queryClient.ensureQueryData(portalQueries(client).businesses.reviews(shown.business.id)).catch(() => null);
    return null;
  };
}

/** A business page: its facts, photos, services, its models and reviews. */
export function BusinessDetail({ paramKey }: { paramKey: BusinessKey }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const queries = usePortalQueries();
  const params = useParams();
  const viewer = useRootData()?.user ?? null;
  const shown = useQuery(queries.businesses.show(refOf(paramKey, params))).data;
  const reviews = useQuery({ ...queries.businesses.reviews(shown?.business.id ?? 0), enabled: !!shown }).data;
  const account = useSession().user;
  const location = useLocation();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  if (!shown) return null;
  const { business, profiles } = shown;
  const subject = { type: 'business', id: business.id } as const;
  // The reviewed business answers its reviews (§6).
  const isOwner = !!account && account.business_id === business.id;
  // TOP/VIP is a paid placement: labelled on the page as on its cards (who pays, why it shows).
  const sponsored = sponsoredPackageOf(business);
  return (
    <article className={styles.detail}>
      <PageMeta title={business.name} description={business.title || business.description.slice(0, 160)} image={business.main_image?.image ?? null} />
      {/* Photo first, as on a profile: on a phone the gallery spans the screen under the site's
          header, the name and the facts follow; wider, the facts sit beside the photos. */}
      <div className={styles.columns}>
        <Gallery images={business.images} name={business.name} className={styles.gallery}>
          <div className={styles.galleryShare}><ShareThisPage name={business.name} /></div>
        </Gallery>
        <header className={styles.header}>
          <h1 className={styles.name}><bdi>{business.name}</bdi></h1>
          <p className={styles.meta}>{t(`filters.businessTypes.${business.type}`)} · <bdi>{business.city.title}</bdi></p>
          {business.title && <p className={styles.muted}><bdi>{business.title}</bdi></p>}
          {sponsored ? <div className={styles.priceRow}><SponsoredLabel package={sponsored} adType={BUSINESS_AD_TYPE[business.type]} side="bottom" /></div> : null}
        </header>
        <div className={styles.facts}>
          <DetailActions subject={subject} likes={business.likes} isLiked={business.is_liked} isFavorite={business.is_favorite} />
          <BusinessInfo business={business} />
        </div>
      </div>
      {business.description && <p className={styles.prose}>{business.description}</p>}
      <ServicesList additional={business.additional_services} inclusive={business.inklusive_services} taboo={[]} headingLevel={2} />
      {profiles.length > 0 && (
        <section className={styles.section} aria-labelledby="business-models">
          <h2 id="business-models">{t('business.models')}</h2>
          <CardGrid
            items={profiles}
            label={t('business.models')}
            renderItem={(p, hints) => (
              <ProfileCard profile={p} href={routePath(profileRouteFor(p.category), { slug: p.slug }, locale)} loading={hints.loading} />
            )}
          />
        </section>
      )}
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
      <ReviewArea subject={subject} replyTo={replyTo} onReplied={() => setReplyTo(null)} />
    </article>
  );
}
