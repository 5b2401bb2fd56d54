import { useId } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { FREE_ADVERTISING_MONTHS, PACKAGE_TYPES, benefitKeys } from '@portal/sdk';
import type { PackageAudience } from '@portal/sdk';
import styles from './AdvertiserBenefits.module.css';

export interface AdvertiserBenefitsProps {
  /** Whose sign-up: a model's (`individual`) or a business's. */
  audience: PackageAudience;
  className?: string;
}

/**
 * "What you get", beside an advertiser's sign-up form: a business's free advertising (§9,
 * FREE_ADVERTISING_MONTHS) and the TOP and VIP benefits of §6 (the SDK's PACKAGE_BENEFITS), the
 * same lists the package picker shows. Its texts are the catalog's `payments` section (the page
 * declares it) and the main catalog's.
 */
export function AdvertiserBenefits({ audience, className }: AdvertiserBenefitsProps) {
  const { t } = useCachedTranslation();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <h2 id={headingId} className={styles.title}>
        {t('payments.advertiser.whatYouGet')}
      </h2>
      {audience === 'business' ? <p className={styles.free}>{t('business.freeAdvertising', { count: FREE_ADVERTISING_MONTHS })}</p> : null}
      <p className={styles.intro}>{t('payments.advertiser.packagesIntro')}</p>
      {PACKAGE_TYPES.map((type) => (
        <section key={type} className={styles.package} data-package={type} aria-label={type}>
          <h3 className={styles.name}>{type}</h3>
          <ul className={styles.benefits}>
            {benefitKeys(audience, type).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
