import { memo } from 'react';
import type { ProfileSummary, Badge } from '@portal/sdk';
import { CardMarkers, FavoriteHeart, VerifiedIcon, markersOf } from '../CardMarkers';
import type { FavoriteHeartProps } from '../CardMarkers';
import { cx } from '../internal/cx';
import type { SlotClassNames } from '../internal/cx';
import { formatMoney } from '../internal/format';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { AppLink } from '../LinkProvider';
import { SponsoredLabel } from '../SponsoredLabel';
import type { SponsoredLabelTexts } from '../SponsoredLabel';
import styles from './ProfileCard.module.css';

export type ProfileCardSlot = 'root' | 'media' | 'image' | 'badges' | 'sponsored' | 'body' | 'name' | 'link' | 'meta' | 'price';

/** Intrinsic size of card images (3:4), so the browser reserves the space before they load. */
export const CARD_IMAGE_WIDTH = 300;
export const CARD_IMAGE_HEIGHT = 400;

/**
 * What a card shows of a profile (photo, badges, name, age, city, lowest price; id, slug and
 * category for its key and link). A listing hands cards only these fields, and a server-rendered
 * page puts only these into its payload (ui/site/data/profile-cards.ts).
 */
export const PROFILE_CARD_FIELDS = ['id', 'slug', 'category', 'name', 'age', 'city', 'main_image', 'statuses', 'price_from'] as const satisfies ReadonlyArray<keyof ProfileSummary>;
export type ProfileCardData = Pick<ProfileSummary, (typeof PROFILE_CARD_FIELDS)[number]>;

/** Every string of a card, for hosts that bring their own wording (the catalogs' otherwise). */
export interface ProfileCardTexts {
  badges?: Partial<Record<Badge, string>>;
  sponsored?: Partial<SponsoredLabelTexts>;
  /** "25 years", given the age. */
  age?: (years: number) => string;
  /** "from €150", given the formatted lowest price. */
  priceFrom?: (price: string) => string;
}

/**
 * Where a paid card's "Sponsored" disclosure is: on the card (a pill with its explanation, where
 * the card stands alone) or in the zone around it (the paid zone, a listing under one): then the
 * card carries none visibly and says it to screen readers only.
 */
export type SponsoredDisclosure = 'card' | 'zone';

export interface ProfileCardProps {
  profile: ProfileCardData;
  /** Where the card leads (the localized profile URL). */
  href: string;
  /** `eager` for the cards above the fold; the rest load lazily. */
  loading?: 'lazy' | 'eager';
  /** `high` for the first card only (the likely largest contentful paint). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Level of the name heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Default `card`. */
  disclosure?: SponsoredDisclosure;
  /** The heart on the photo, where the host can keep favourites (a signed-in member). */
  favorite?: FavoriteHeartProps;
  classNames?: SlotClassNames<ProfileCardSlot>;
  /** Keep the object stable (a constant or useMemo): the card is memoized. */
  texts?: ProfileCardTexts;
}

/**
 * A profile in a listing: a 3:4 photo with at most two markers (the tier, VIP over TOP, and NEW
 * or IND) and the heart, then the name with the verified icon, one meta line (age · city) and
 * the lowest price. A paid card is framed in its tier's colour. Memoized: a listing re-renders
 * while it loads the next answer (busy), and its 40 cards, whose props have not changed, are
 * skipped.
 */
export const ProfileCard = memo(function ProfileCard({
  profile, href, loading = 'lazy', fetchPriority = 'auto', headingLevel = 3, disclosure = 'card', favorite, classNames = {}, texts = {},
}: ProfileCardProps) {
  const { t, language: locale } = useCachedTranslation();
  const Heading = `h${headingLevel}` as const;
  const markers = markersOf(profile.statuses);
  const { tier } = markers;
  const pill = tier !== null && disclosure === 'card';
  const price = profile.price_from ? formatMoney(profile.price_from.amount, profile.price_from.currency, locale) : null;
  const sponsoredText = tier && !pill
    ? texts.sponsored?.info ?? t('listing.sponsoredInfo', { type: t('listing.adType.profile'), package: tier })
    : undefined;

  return (
    <article className={cx(styles.root, tier && styles[tier], classNames.root)}>
      <div className={cx(styles.media, classNames.media)}>
        {profile.main_image ? (
          // alt is empty: the name is the heading right below; repeating it would be read twice.
          <img
            className={cx(styles.image, classNames.image)}
            src={profile.main_image.image}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">{profile.name.charAt(0)}</span>
        )}
        {/* The sponsored pill is a text marker too: with it, the tier is the only other one. */}
        <CardMarkers
          tier={tier}
          extra={pill ? null : markers.extra}
          sponsoredText={sponsoredText}
          texts={texts.badges}
          className={cx(styles.markers, classNames.badges)}
        />
        {favorite ? <FavoriteHeart {...favorite} className={styles.heart} /> : null}
        {pill ? <SponsoredLabel package={tier} align="end" className={cx(styles.sponsored, classNames.sponsored)} texts={texts.sponsored} /> : null}
      </div>
      <div className={cx(styles.body, classNames.body)}>
        <Heading className={cx(styles.name, classNames.name)}>
          <AppLink href={href} className={cx(styles.link, classNames.link)}><bdi>{profile.name}</bdi></AppLink>
          {markers.verified ? <VerifiedIcon label={texts.badges?.verified} className={styles.verified} /> : null}
        </Heading>
        <p className={cx(styles.meta, classNames.meta)}>
          <span>{texts.age ? texts.age(profile.age) : t('listing.age', { count: profile.age })}</span>
          <span className={styles.city}><bdi>{profile.city.title}</bdi></span>
        </p>
        <p className={cx(styles.price, classNames.price)}>
          {price ? (texts.priceFrom ? texts.priceFrom(price) : t('listing.priceFrom', { price })) : null}
        </p>
      </div>
    </article>
  );
});
