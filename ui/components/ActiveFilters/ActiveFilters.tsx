import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import type { FilterChip } from './activeFilterChips';
import styles from './ActiveFilters.module.css';

export interface ActiveFiltersProps {
  /** The active filters (`activeFilterChips`); nothing is rendered without any. */
  chips: readonly FilterChip[];
  /** A chip's × : the filters without it. */
  onRemove: (chip: FilterChip) => void;
  /** "Clear all": every filter chip gone (the host keeps what is not a filter, such as the order). */
  onClearAll: () => void;
  className?: string;
}

/**
 * The listing's active filters as removable chips (what Booking and the directories show above
 * their results): each chip a button named "Remove <filter>", then "Clear all". A labelled list,
 * so a screen reader hears how many are set.
 */
export function ActiveFilters({ chips, onRemove, onClearAll, className }: ActiveFiltersProps) {
  const { t } = useCachedTranslation();
  if (chips.length === 0) return null;
  return (
    <div className={cx(styles.root, className)}>
      <ul className={styles.list} aria-label={t('listing.activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button type="button" className={styles.chip} aria-label={t('listing.removeFilter', { filter: chip.label })} onClick={() => onRemove(chip)}>
              <span className={styles.text}>{chip.label}</span>
              <span aria-hidden="true" className={styles.x}>×</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" className={styles.clear} onClick={onClearAll}>{t('listing.clearAll')}</button>
      ) : null}
    </div>
  );
}
