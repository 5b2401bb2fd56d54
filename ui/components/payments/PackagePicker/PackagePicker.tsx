import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_TYPES } from '../../../../schemas/constants';
import { PACKAGE_OFFERS, packageChoice } from '../../../../sdk/business';
import type { PackageAudience, PackageChoice, PackageType } from '../../../../sdk/business';
import type { PackagePurchaseStatus } from '../../../../sdk/react/payments';
import { ButtonLink, Button } from '../../Button';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import type { SponsoredAdType } from '../../SponsoredLabel';
import { euros } from '../internal/format';
import { PK } from '../internal/keys';
import { PurchaseNotice } from '../internal/PurchaseNotice';
import { PackageCard } from './PackageCard';
import { SwitchDialog } from './SwitchDialog';
import styles from './PackagePicker.module.css';

export interface PackagePickerProps {
  /** §6: individuals and businesses get different benefits and prices. */
  audience: PackageAudience;
  /** The package held now (currentPackage(statuses)), and until when. */
  current: PackageType | null;
  validUntil?: string | null;
  /** From useBuyPackage(target, { balance }).status. */
  status: PackagePurchaseStatus;
  /** useBuyPackage(...).buy: called after the switch was confirmed. */
  onBuy: (type: PackageType) => void;
  onRetry?: () => void;
  /** The insufficient path: where buying coins happens (a link), or a callback (opens the coins section). */
  buyCoinsHref?: string;
  onBuyCoins?: () => void;
  /** What the "Sponsored" explanation calls the advertised thing. */
  adType?: SponsoredAdType;
  className?: string;
}

/**
 * TOP and VIP for individuals and businesses: each package's §6 benefits, its price in LoveCoins
 * and the §9 offers. A switch asks first (AlertDialog) and is confirmed by a message afterwards
 * (§4); not enough coins (known beforehand or a 402) charges nothing and leads to buying coins.
 */
export function PackagePicker({
  audience, current, validUntil, status, onBuy, onRetry, buyCoinsHref, onBuyCoins, adType, className,
}: PackagePickerProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const [asking, setAsking] = useState<{ from: PackageType; to: PackageType } | null>(null);
  // What the last purchase was, so its success message can confirm a switch (§4).
  const [lastChoice, setLastChoice] = useState<PackageChoice | null>(null);
  const pending = status.kind === 'pending';

  const choose = (type: PackageType) => {
    const choice = packageChoice(current, type);
    if (choice.kind === 'switch') {
      setAsking({ from: choice.from, to: choice.to });
      return;
    }
    setLastChoice(choice);
    onBuy(type);
  };

  const confirmSwitch = () => {
    if (!asking) return;
    setLastChoice({ kind: 'switch', ...asking });
    setAsking(null);
    onBuy(asking.to);
  };

  let buyCoins: ReactNode = null;
  if (buyCoinsHref) buyCoins = <div><ButtonLink href={buyCoinsHref} size="small">{t(PK.buyCoins)}</ButtonLink></div>;
  else if (onBuyCoins) buyCoins = <div><Button size="small" onClick={onBuyCoins}>{t(PK.buyCoins)}</Button></div>;

  return (
    <section className={cx(styles.root, className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>{t(PK.packagesTitle)}</h2>
      <div className={styles.offers} role="group" aria-label={t(PK.offersTitle)}>
        <p className={styles.offer}>
          {t(PK.offerPackage, { count: PACKAGE_OFFERS.days, amount: euros(PACKAGE_OFFERS.savingEur, locale) })}
        </p>
        <p className={styles.offer}>{t(PK.offerDays, { count: PACKAGE_OFFERS.daysForOne })}</p>
      </div>
      <ul className={styles.cards}>
        {PACKAGE_TYPES.map((type) => (
          <PackageCard
            key={type} type={type} audience={audience} choice={packageChoice(current, type)} current={current === type}
            validUntil={current === type ? validUntil : null} adType={adType ?? (audience === 'business' ? 'agency' : 'profile')}
            pending={pending} busy={pending && status.item === type} onChoose={() => choose(type)} headingId={`${id}-${type}`}
          />
        ))}
      </ul>
      <div className={styles.outcome}>
        <PurchaseNotice
          status={status} onRetry={onRetry} insufficientAction={buyCoins}
          success={(answer) => {
            const type = answer.data.purchase.item;
            if (lastChoice?.kind === 'switch' && lastChoice.to === type) return t(PK.switched, { from: lastChoice.from, to: lastChoice.to });
            const until = answer.data.purchase.valid_until;
            return until ? t(PK.activated, { package: type, date: formatDate(until, locale) }) : type;
          }}
        />
      </div>
      <SwitchDialog change={asking} onConfirm={confirmSwitch} onCancel={() => setAsking(null)} />
    </section>
  );
}
