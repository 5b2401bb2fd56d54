import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { BusinessSummary, BusinessType } from '@portal/sdk';
import { Badges, badgesOf } from '../Badges';
import { cx } from '../internal/cx';
import type { SlotClassNames } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import { RatingStars } from '../RatingStars';
import { SponsoredLabel } from '../SponsoredLabel';
import type { SponsoredAdType } from '../SponsoredLabel';
import styles from './BusinessCard.module.css';

export type BusinessCardSlot = 'root' | 'media' | 'image' | 'body' | 'name' | 'link' | 'meta';

const AD_TYPE: Readonly<Record<BusinessType, SponsoredAdType>> = {
  agencies: 'agency',
  massage_salons: 'salon',
  strip_club: 'club',
  studio_sex: 'studio',
};

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
  /** A class name per part, for a host that restyles the card (the widget). */
  classNames?: SlotClassNames<BusinessCardSlot>;
}

/** An agency, studio, salon or club in a listing: picture, type, name, city, rating, model count. */
export function BusinessCard({
  business, href, loading = 'lazy', fetchPriority = 'auto', headingLevel = 3, classNames = {},
}: BusinessCardProps) {
  const { t } = useCachedTranslation();
  const Heading = `h${headingLevel}` as const;
  const sponsored = business.is_vip ? 'VIP' : business.is_top ? 'TOP' : null;
  return (
    <article className={cx(styles.root, classNames.root)}>
      <div className={cx(styles.media, classNames.media)}>
        {business.main_image ? (
          <img
            className={cx(styles.image, classNames.image)}
            src={business.main_image.image}
            alt=""
            width={400}
            height={300}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">{business.name.charAt(0)}</span>
        )}
        <Badges badges={badgesOf({ is_top: business.is_top, is_vip: business.is_vip })} className={styles.badges} />
        {sponsored ? <SponsoredLabel package={sponsored} adType={AD_TYPE[business.type]} align="end" side="bottom" className={styles.sponsored} /> : null}
      </div>
      <div className={cx(styles.body, classNames.body)}>
        <p className={styles.type}>{t(`filters.businessTypes.${business.type}`)}</p>
        <Heading className={cx(styles.name, classNames.name)}>
          <AppLink href={href} className={cx(styles.link, classNames.link)}><bdi>{business.name}</bdi></AppLink>
        </Heading>
        <p className={cx(styles.meta, classNames.meta)}>
          <span><bdi>{business.city.title}</bdi></span>
          {business.avg_rating !== null ? <RatingStars value={business.avg_rating} showValue /> : null}
          <span>{t('business.modelsCount', { count: business.profiles_count })}</span>
        </p>
      </div>
    </article>
  );
}
