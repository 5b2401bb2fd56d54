import type { PackageType } from '@portal/sdk';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { cx } from '../../internal/cx';
import { formatDate } from '../../internal/format';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { PK } from '../internal/keys';
import styles from './ActivePackageBanner.module.css';

export interface ActivePackageBannerProps {
  type: PackageType;
  validUntil: string | null;
  /** Whose package it is, when the page promotes more than one (a business and its models). */
  forWhom?: string;
  className?: string;
}

/**
 * The package held now, at the top of the payments page: "Your current package: VIP · valid until
 * 12 Jan 2027". A purchase refreshes it (the payments queries are invalidated), so the new end
 * date stays on the page after the toast has gone.
 */
export function ActivePackageBanner({ type, validUntil, forWhom, className }: ActivePackageBannerProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  return (
    <p className={cx(styles.root, className)} data-testid="active-package">
      <strong className={cx(styles.tier, styles[type])}>{type}</strong>
      <span>
        {forWhom ? <><bdi className={styles.who}>{forWhom}</bdi>{' · '}</> : null}
        {t(PK.current)}
        {validUntil ? ` · ${t(PK.validUntil, { date: formatDate(validUntil, locale) })}` : null}
      </span>
    </p>
  );
}
