import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, Review, ReviewsResponse } from '../../../schemas';
import type { Role } from '../../../schemas/constants';
import { routePath } from '../../../sdk/routes';
import { profileRouteFor } from '../../../sdk/routes/categories';
import { EDITOR_VARIANTS, editorVariantOf, variantHasStep } from '../../../sdk/editor/variant-data';
import {
  Badges, BuyThisPlace, CamPlatforms, CardGrid, ContactReveal, Gallery, ParametersList, ProfileCard, ProfileMeta, ProfileNav, RatesTable,
  ReviewList, ServicesList, SponsoredLabel, WorkingTimeTable, badgesOf, sponsoredPackageOf,
} from '../../components';
import { useServices } from '../data/use-services';
import { ProfileAvailability } from './ProfileAvailability';
import styles from './detail.module.css';

export interface ProfileViewProps {
  profile: Profile;
  reviews?: ReviewsResponse;
  /** Where "buy this place" leads (the personal page, or on from there to buying). */
  buyPlaceHref: string;
  /** The name is the page's h1 on the public page, an h2 inside the owner's preview. */
  nameLevel?: 1 | 2;
  /** Like, favourite and report (the public page's lazy chunk); left out in the owner's preview. */
  actions?: ReactNode;
  /** The review and reply forms under the list. */
  reviewArea?: ReactNode;
  viewerRole?: Role | null;
  loginHref?: string;
  isOwner?: boolean;
  onReply?: (review: Review) => void;
}

/**
 * A profile as visitors see it (§2): photos, badges and the sponsored label, parameters, services,
 * rates, working time, contacts, previous/next, last seen, created, modified, total views, reviews,
 * other girls nearby and buy this place. The public page and the owner's preview both show this.
 */
export function ProfileView({
  profile, reviews, buyPlaceHref, nameLevel = 1, actions, reviewArea, viewerRole = null, loginHref, isOwner = false, onReply,
}: ProfileViewProps) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const route = profileRouteFor(profile.category);
  const hrefOf = (slug: string | null) => (slug ? routePath(route, { slug }, locale) : null);
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  // TOP/VIP is a paid placement: labelled on the page as on its cards (who pays, why it shows).
  const sponsored = sponsoredPackageOf(profile.statuses);
  // The page shows what the profile's editor variant asks for (a web cam model: platforms and show times, no rates).
  const has = (step: Parameters<typeof variantHasStep>[1]) => variantHasStep(profile.category, step);
  const workingTimeKey = EDITOR_VARIANTS[editorVariantOf(profile.category)].labelKeys.workingTime;
  return (
    <article className={styles.detail}>
      <ProfileNav previousHref={hrefOf(profile.prev_slug)} nextHref={hrefOf(profile.next_slug)} className={styles.nav} />
      <div className={styles.columns}>
        <Gallery images={profile.images} name={profile.name} className={styles.gallery} />
        <div className={styles.facts}>
          <header className={styles.header}>
            <Name>{profile.name}</Name>
            <Badges badges={badgesOf(profile.statuses)} />
            {sponsored ? <SponsoredLabel package={sponsored} /> : null}
            <p className={styles.muted}>
              {t('listing.age', { count: profile.age })} · {profile.city.title}, {profile.country.title}
            </p>
          </header>
          <ProfileAvailability profile={profile} />
          {actions}
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
      {has('platforms') ? <CamPlatforms links={profile.cam_links ?? []} className={styles.section} /> : null}
      {has('services') ? (
        <ServicesList
          additional={profile.additional_services}
          inclusive={profile.inklusive_services}
          taboo={profile.taboo_services}
          currency={profile.currency?.code ?? null}
          headingLevel={2}
        />
      ) : null}
      <div className={styles.tables}>
        {has('rates') ? <RatesTable rates={profile.my_price} currency={profile.currency?.code ?? 'EUR'} /> : null}
        {profile.working_time && (
          <WorkingTimeTable workingTime={profile.working_time} caption={workingTimeKey ? t(workingTimeKey) : undefined} />
        )}
      </div>
      {reviews && (
        <ReviewList
          reviews={reviews.reviews}
          avgRating={reviews.avg_rating}
          viewerRole={viewerRole}
          loginHref={loginHref}
          isOwner={isOwner}
          onReply={onReply}
        />
      )}
      {reviewArea}
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
      <BuyThisPlace href={buyPlaceHref} />
    </article>
  );
}
