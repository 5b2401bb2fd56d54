import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import styles from './FoundCount.module.css';

export interface FoundCountProps {
  count: number;
  /** Override: a function of the count (the host handles its own plural). */
  texts?: { found?: (count: number) => string };
  className?: string;
}

/**
 * "12 profiles found", in the language's plural form. A polite live region, so a filter change
 * is announced without moving focus away from the filter.
 */
export function FoundCount({ count, texts, className }: FoundCountProps) {
  const { t } = useCachedTranslation();
  return (
    <p className={cx(styles.root, className)} role="status">
      {texts?.found ? texts.found(count) : t('listing.found', { count })}
    </p>
  );
}
