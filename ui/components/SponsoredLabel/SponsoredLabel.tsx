import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cx } from '../internal/cx';
import styles from './SponsoredLabel.module.css';

export type SponsoredPackage = 'TOP' | 'VIP';
export type SponsoredAdType = 'profile' | 'agency' | 'salon' | 'club' | 'studio';

export interface SponsoredLabelTexts {
  label: string;
  /** Who pays: "Sponsored: this profile paid for a VIP placement". */
  info: string;
  /** Why it is shown where it is. */
  why: string;
}

export interface SponsoredLabelProps {
  /** The paid package behind the placement; VIP wins when both are set. */
  package: SponsoredPackage;
  adType?: SponsoredAdType;
  texts?: Partial<SponsoredLabelTexts>;
  className?: string;
}

/**
 * "Sponsored" on paid (TOP/VIP) placements. A tap or Enter opens who paid and why it is shown:
 * a popover rather than a hover tooltip, so it works on touch screens and with a keyboard.
 */
export function SponsoredLabel({ package: pkg, adType = 'profile', texts, className }: SponsoredLabelProps) {
  const { t } = useTranslation();
  const label = texts?.label ?? t('listing.sponsored');
  const info = texts?.info ?? t('listing.sponsoredInfo', { type: t(`listing.adType.${adType}`), package: pkg });
  const why = texts?.why ?? t('listing.sponsoredWhy');
  return (
    <Popover.Root>
      <Popover.Trigger className={cx(styles.trigger, className)}>
        {label}
        <span className={styles.icon} aria-hidden="true">i</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} side="top" sideOffset={6} collisionPadding={8} aria-label={label}>
          <p>{info}</p>
          <p>{why}</p>
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
