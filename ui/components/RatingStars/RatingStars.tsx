import { useCachedTranslation } from '../internal/useCachedTranslation';
import { RATING_MAX } from '@portal/sdk';
import { cx } from '../internal/cx';
import { formatNumber } from '../internal/format';
import { useIntlLocale } from '../internal/useIntlLocale';
import styles from './RatingStars.module.css';

export interface RatingStarsProps {
  /** 0 to 5; fractions show as partly filled stars. */
  value: number;
  max?: number;
  /** Also print the number next to the stars (it is in the text alternative either way). */
  showValue?: boolean;
  size?: 'md' | 'large';
  className?: string;
}

/** Stars with a text alternative: screen readers hear "4.5 out of 5 stars". */
export function RatingStars({ value, max = RATING_MAX, showValue = false, size = 'md', className }: RatingStarsProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const clamped = Math.min(Math.max(value, 0), max);
  const rounded = Math.round(clamped * 10) / 10;
  const shown = formatNumber(rounded, locale);
  const stars = '★'.repeat(max);
  return (
    <span className={cx(styles.root, size === 'large' && styles.large, className)}>
      <span role="img" aria-label={t('reviews.ratingOf', { rating: shown, max })} className={styles.stars}>
        <span aria-hidden="true">{stars}</span>
        <span aria-hidden="true" className={styles.filled} style={{ width: `${(clamped / max) * 100}%` }}>{stars}</span>
      </span>
      {showValue ? <span className={styles.value} aria-hidden="true">{shown}</span> : null}
    </span>
  );
}
