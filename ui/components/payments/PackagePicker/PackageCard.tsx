import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { benefitKeys, packagePrice, PACKAGE_DAYS } from '@portal/sdk';
import type { PackageAudience, PackageChoice, PackageType } from '@portal/sdk';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { SponsoredLabel } from '../../SponsoredLabel';
import type { SponsoredAdType } from '../../SponsoredLabel';
import { PK } from '../internal/keys';
import styles from './PackagePicker.module.css';

export interface PackageCardProps {
  type: PackageType;
  audience: PackageAudience;
  choice: PackageChoice;
  /** The package is the one held now. */
  current: boolean;
  validUntil?: string | null;
  adType: SponsoredAdType;
  pending: boolean;
  busy: boolean;
  onChoose: () => void;
  headingId: string;
}

/** One package: its name with the "Sponsored" explanation, price, §6 benefits and its action. */
export function PackageCard({ type, audience, choice, current, validUntil, adType, pending, busy, onChoose, headingId }: PackageCardProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const price = packagePrice(audience, type);
  const action = choice.kind === 'extend'
    ? t(PK.extend, { package: type })
    : choice.kind === 'switch'
      ? t(PK.switchTo, { package: type })
      : t(type === 'VIP' ? PK.buyVip : PK.buyTop);

  return (
    <li className={cx(styles.card, styles[type], current && styles.current)}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.name}>{type}</h3>
        {/* Visitors see these places labelled "Sponsored": the label explains it the same way here. */}
        <SponsoredLabel package={type} adType={adType} />
      </div>
      {current ? (
        <p className={styles.currentNote}>
          {t(PK.current)}
          {validUntil ? ` · ${t(PK.validUntil, { date: formatDate(validUntil, locale) })}` : null}
        </p>
      ) : null}
      <p className={styles.price}>
        {t(PK.priceFor, { price: t(PK.coins, { count: price }), days: t(PK.days, { count: PACKAGE_DAYS }) })}
      </p>
      <ul className={styles.benefits}>
        {benefitKeys(audience, type).map((key) => <li key={key}>{t(key)}</li>)}
      </ul>
      <Button
        variant={current ? 'secondary' : 'primary'} onClick={onChoose} disabled={pending} aria-busy={busy || undefined}
        aria-describedby={headingId}
      >
        {action}
      </Button>
    </li>
  );
}
