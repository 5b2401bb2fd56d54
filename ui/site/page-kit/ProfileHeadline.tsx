import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { ProfileStatuses, ProfileSummary } from '@portal/sdk';
import { Badges, SponsoredLabel, badgesOf, sponsoredPackageOf } from '../../components';
import { formatMoney } from '../../components/internal/format';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
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
  /** The share button, beside the name. */
  children?: ReactNode;
}

/**
 * The head of a profile page: the name, badges and the sponsored label (TOP/VIP is a paid placement,
 * labelled on the page as on its cards), age and place, the price from. The profile (ProfileView)
 * and the profile drawn from a list's card while it loads (ProfilePreview) show it in one place.
 */
export function ProfileHeadline({ name, statuses, age, place, price, locale, nameLevel = 1, children }: ProfileHeadlineProps) {
  const { t } = useCachedTranslation();
  const Name = nameLevel === 1 ? 'h1' : 'h2';
  const sponsored = sponsoredPackageOf(statuses);
  return (
    <header className={styles.header}>
      <Name><bdi>{name}</bdi></Name>
      <Badges badges={badgesOf(statuses)} />
      {sponsored ? <SponsoredLabel package={sponsored} /> : null}
      <p className={styles.muted}>
        {t('listing.age', { count: age })} · {place.map((part, i) => <Fragment key={i}>{i > 0 ? ', ' : null}<bdi>{part}</bdi></Fragment>)}
      </p>
      {price ? <p className={styles.price}>{t('listing.priceFrom', { price: formatMoney(price.amount, price.currency, locale) })}</p> : null}
      {children}
    </header>
  );
}
