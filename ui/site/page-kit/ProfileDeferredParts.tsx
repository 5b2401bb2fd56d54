import type { ReactNode } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Profile, Review, ReviewsResponse, Role } from '@portal/sdk';
import { EDITOR_VARIANTS, editorVariantOf, variantHasStep, routePath, profileRouteFor } from '@portal/sdk';
import {
  BuyThisPlace, CamPlatforms, CardGrid, ParametersList, ProfileCard, ProfileMeta, RatesTable, ReviewList, ServicesList, WorkingTimeTable,
} from '@portal/components';
import { useSection } from '../data/use-section';
import { AppLink } from '@portal/components/LinkProvider';
import { useServices } from '../data/use-services';
import styles from './detail.module.css';
import facts from './facts.module.css';

/**
 * The parts of a profile (ProfileView) that load after its top: static facts, what is drawn only in
 * the browser, and everything under the photos. One chunk, kept out of the page's first load; the
 * server renders them with the page, and the browser keeps that HTML until this chunk has come.
 */
export { ProfileAvailability } from './ProfileAvailability';

/** The parameters a visitor compares first, shown open beside the photos; the others wait behind "All details". */
const KEY_FACTS = ['height_cm', 'weight_kg', 'nationality', 'languages', 'hair_color'] as const;

/**
 * Six key facts (age and five parameters), the other parameters behind a native disclosure
 * (details/summary: keyboard and screen readers know it, no script), then last seen, created,
 * modified and views: text the visitor reads, nothing to press.
 */
export function ProfileFacts({ profile }: { profile: Profile }) {
  useSection('visitor');
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  return (
    <>
      <ParametersList parameters={profile.parameters} age={profile.age} only={KEY_FACTS} />
      <ParametersList
        parameters={profile.parameters}
        except={KEY_FACTS}
        render={(list) => (
          <details className={facts.allDetails}>
            <summary className={facts.summary}>{t('visitor.details.all')}</summary>
            {list}
          </details>
        )}
      />
      <ProfileMeta lastSeen={profile.last_seen_at} created={profile.created_at} modified={profile.updated_at} views={profile.views} />
      {/* A model of an agency (or another business): back to its page. */}
      {profile.business_id !== null ? (
        <p className={facts.agency}>
          <AppLink href={routePath('agency-by-id', { id: profile.business_id }, locale)}>{t('visitor.details.agency')}</AppLink>
        </p>
      ) : null}
    </>
  );
}

export interface ProfileSectionsProps {
  profile: Profile;
  reviews?: ReviewsResponse;
  buyPlaceHref: string;
  /** Instead of the plain "buy this place" link: what a viewer who cannot buy is offered. */
  buyPlace?: ReactNode;
  reviewArea?: ReactNode;
  viewerRole: Role | null;
  loginHref?: string;
  isOwner: boolean;
  onReply?: (review: Review) => void;
}

/**
 * The lower part of a profile (§2), under the photos and facts: about, platforms or services,
 * rates, working time, reviews, other girls nearby and buy this place.
 */
export function ProfileSections({ profile, reviews, buyPlaceHref, buyPlace, reviewArea, viewerRole, loginHref, isOwner, onReply }: ProfileSectionsProps) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  // The page shows what the profile's editor variant asks for (a web cam model: platforms and show times, no rates).
  const has = (step: Parameters<typeof variantHasStep>[1]) => variantHasStep(profile.category, step);
  const workingTimeKey = EDITOR_VARIANTS[editorVariantOf(profile.category)].labelKeys.workingTime;
  return (
    <>
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
      {buyPlace ?? <BuyThisPlace href={buyPlaceHref} />}
    </>
  );
}
