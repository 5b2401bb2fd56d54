import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { BusinessSummary } from '@portal/sdk';
import { CardMarkers, markersOf } from '../CardMarkers';
import { cx } from '../internal/cx';
import type { SlotClassNames } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import type { SponsoredDisclosure } from '../ProfileCard';
import { RatingStars } from '../RatingStars';
import { BUSINESS_AD_TYPE, SponsoredLabel } from '../SponsoredLabel';
import styles from './BusinessCard.module.css';

export type BusinessCardSlot = 'root' | 'media' | 'image' | 'body' | 'name' | 'link' | 'meta';

export interface BusinessCardProps {
  /** What the card shows of the agency, salon, club or studio: photo, name, city, badges. */
  business: BusinessSummary;
  /** Where the card leads (the localized business page URL). */
  href: string;
  /** `eager` for the cards above the fold; the rest load lazily. */
  loading?: 'lazy' | 'eager';
  /** `high` for the first card only (the likely largest contentful paint). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Level of the name heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Where a paid card's "Sponsored" disclosure is (ProfileCard's): default on the card. */
  disclosure?: SponsoredDisclosure;
  /** A class name per part, for a host that restyles the card (the widget). */
  classNames?: SlotClassNames<BusinessCardSlot>;
}

/**
 * An agency, studio, salon or club in a listing, in the profile card's shape: a 3:4 picture with
 * at most one tier marker, the name, one meta line (type · city), then the rating and the model
 * count. A paid card is framed in its tier's colour.
 */
export function BusinessCard({
  business, href, loading = 'lazy', fetchPriority = 'auto', headingLevel = 3, disclosure = 'card', classNames = {},
}: BusinessCardProps) {
  const { t } = useCachedTranslation();
  const Heading = `h${headingLevel}` as const;
  const { tier } = markersOf({ is_top: business.is_top, is_vip: business.is_vip });
  const adType = BUSINESS_AD_TYPE[business.type];
  const pill = tier !== null && disclosure === 'card';
  return (
    <article className={cx(styles.root, tier && styles[tier], classNames.root)}>
      <div className={cx(styles.media, classNames.media)}>
        {business.main_image ? (
          <img
            className={cx(styles.image, classNames.image)}
            src={business.main_image.image}
            alt=""
            width={300}
            height={400}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">{business.name.charAt(0)}</span>
        )}
        <CardMarkers
          tier={tier}
          sponsoredText={tier && !pill ? t('listing.sponsoredInfo', { type: t(`listing.adType.${adType}`), package: tier }) : undefined}
          className={styles.markers}
        />
        {pill ? <SponsoredLabel package={tier} adType={adType} align="end" className={styles.sponsored} /> : null}
      </div>
      <div className={cx(styles.body, classNames.body)}>
        <Heading className={cx(styles.name, classNames.name)}>
          <AppLink href={href} className={cx(styles.link, classNames.link)}><bdi>{business.name}</bdi></AppLink>
        </Heading>
        <p className={cx(styles.meta, classNames.meta)}>
          <span className={styles.type}>{t(`filters.businessTypes.${business.type}`)}</span>
          <span className={styles.city}><bdi>{business.city.title}</bdi></span>
        </p>
        <p className={styles.facts}>
          {business.avg_rating !== null ? <RatingStars value={business.avg_rating} showValue className={styles.rating} /> : null}
          <span className={styles.count}>{t('business.modelsCount', { count: business.profiles_count })}</span>
        </p>
      </div>
    </article>
  );
}
