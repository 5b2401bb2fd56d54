import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { Badge, ProfileStatuses, ProfileSummary } from '@portal/sdk';
import { Badges, SponsoredLabel, badgesOf, sponsoredPackageOf } from '@portal/components';
import { formatMoney } from '@portal/components/internal/format';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import styles from './detail.module.css';

export interface ProfileHeadlineProps {
  name: string;
  statuses: ProfileStatuses;
  age: number;
  /** Where she is, from the city out (the city, then the country where known). */
  place: readonly string[];
  /** The price from, as the cards show it; none without rates. */
  price: ProfileSummary['price_from'];
  /** The page's language, for the price. */
  locale: string;
  /** The name is the page's h1 on the public page, an h2 inside the owner's preview. */
  nameLevel?: 1 | 2;
  /** The end of the meta line (" · Available today", drawn in the browser). */
  availability?: ReactNode;
}

/**
 * A profile's markers for its headline: at most two (more read as noise and push the facts off a
 * phone's first screen), the telling ones first: the paid tier (VIP over TOP), verified, new, independent.
 */
export function headlineBadges(statuses: Partial<ProfileStatuses>): Badge[] {
  const earned = badgesOf(statuses);
  return (['VIP', 'TOP', 'verified', 'NEW', 'IND'] as const).filter((b) => earned.includes(b) && !(b === 'TOP' && statuses.is_vip)).slice(0, 2);
}

/**
 * The head of a profile page, under its photos: the name, one meta line (age · place · available
 * today), the price from with the sponsored label (TOP/VIP is a paid placement, labelled on the page
 * as on its cards), and at most two badges. The profile (ProfileView) and the profile drawn from a
 * list's card while it loads (ProfilePreview) show it in one place.
 */
export function ProfileHeadline({ name, statuses, age, place, price, locale, nameLevel = 1, availability }: ProfileHeadlineProps) {
  const { t } = useCachedTranslation();
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  const sponsored = sponsoredPackageOf(statuses);
  return (
    <header className={styles.header}>
      <Name className={styles.name}><bdi>{name}</bdi></Name>
      <p className={styles.meta}>
        {t('listing.age', { count: age })} · {place.map((part, i) => <Fragment key={i}>{i > 0 ? ', ' : null}<bdi>{part}</bdi></Fragment>)}
        {availability}
      </p>
      <div className={styles.priceRow}>
        {price ? <p className={styles.price}>{t('listing.priceFrom', { price: formatMoney(price.amount, price.currency, locale) })}</p> : null}
        <Badges badges={headlineBadges(statuses)} />
        {sponsored ? <SponsoredLabel package={sponsored} side="bottom" /> : null}
      </div>
    </header>
  );
}
