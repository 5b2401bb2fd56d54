import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Business } from '@portal/sdk';
import { ContactReveal } from '../ContactReveal';
import { cx } from '../internal/cx';
import list from '../internal/definitionList.module.css';
import { WorkingTimeTable } from '../WorkingTimeTable';
import styles from './BusinessInfo.module.css';

export interface BusinessInfoProps {
  business: Business;
  headingLevel?: 2 | 3;
  /** Called when the visitor reveals the phone number. */
  onRevealPhone?: () => void;
  className?: string;
}

/**
 * A business page's facts: general info and address, payment and parking types, working time. The
 * description is the page's, under these facts (it was printed here and there).
 */
export function BusinessInfo({ business, headingLevel = 2, onRevealPhone, className }: BusinessInfoProps) {
  const { t } = useCachedTranslation();
  const Heading = `h${headingLevel}` as const;
  const { general_info: info } = business;
  return (
    <div className={cx(styles.root, className)}>
      <section className={styles.section}>
        <Heading className={styles.heading}>{t('business.generalInfo')}</Heading>
        <dl className={list.list}>
          <dt>{t('business.type')}</dt>
          <dd>{t(`filters.businessTypes.${business.type}`)}</dd>
          <dt>{t('business.country')}</dt>
          <dd>{business.country.title}</dd>
          <dt>{t('business.city')}</dt>
          <dd>{business.city.title}</dd>
          {info?.address ? (
            <>
              <dt>{t('business.address')}</dt>
              <dd>{info.address}</dd>
            </>
          ) : null}
          {business.website ? (
            <>
              <dt>{t('business.website')}</dt>
              <dd><a href={business.website} rel="nofollow noopener noreferrer">{business.website.replace(/^https?:\/\//, '')}</a></dd>
            </>
          ) : null}
        </dl>
        {info ? <ContactReveal phone={info.phone_number} onReveal={onRevealPhone} /> : null}
      </section>
      <section className={styles.section}>
        {business.payment_types.length > 0 ? (
          <>
            <Heading className={styles.heading}>{t('business.paymentTypes')}</Heading>
            <ul className={styles.chips}>{business.payment_types.map((p) => <li key={p.id}>{p.title}</li>)}</ul>
          </>
        ) : null}
        {business.parking_types.length > 0 ? (
          <>
            <Heading className={styles.heading}>{t('business.parkingTypes')}</Heading>
            <ul className={styles.chips}>{business.parking_types.map((p) => <li key={p.id}>{p.title}</li>)}</ul>
          </>
        ) : null}
        {business.working_time ? <WorkingTimeTable workingTime={business.working_time} /> : null}
      </section>
    </div>
  );
}
