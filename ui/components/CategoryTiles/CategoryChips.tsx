import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import { DEFAULT_TILES } from './CategoryTiles';
import type { TileCategory } from './CategoryTiles';
import styles from './CategoryTiles.module.css';

export interface CategoryChipsProps {
  /** The localized URL of each category's listing. */
  hrefFor: (category: TileCategory) => string;
  categories?: readonly TileCategory[];
  /** The list's accessible name ("Categories"). */
  label: string;
  className?: string;
}

/** The categories as one row of link chips (the home page's first screen), scrolling sideways on a phone. */
export function CategoryChips({ hrefFor, categories = DEFAULT_TILES, label, className }: CategoryChipsProps) {
  const { t } = useCachedTranslation();
  return (
    <nav aria-label={label} className={cx(styles.chips, className)}>
      <ul className={styles.chipList}>
        {categories.map((category) => (
          <li key={category}>
            <AppLink href={hrefFor(category)} className={styles.chip}>{t(`categories.${category}.title`)}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
