import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import { CategoryIcon } from './CategoryIcon';
import type { TileCategory } from './CategoryIcon';
import styles from './CategoryTiles.module.css';

export type { TileCategory };

/** The home page's entry points, in the order of the header navigation. */
export const DEFAULT_TILES: readonly TileCategory[] = [
  'escort', 'agencies', 'massage_salons', 'strip_club', 'studio_sex', 'web_cam', 'trances', 'onlyfans',
];

export interface CategoryTilesProps {
  /** The localized URL of each category's listing. */
  hrefFor: (category: TileCategory) => string;
  categories?: readonly TileCategory[];
  /** Optional background picture per category (decorative); without one a tile shows its line icon. */
  images?: Partial<Record<TileCategory, string>>;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Tiles leading to escort, agencies, massage salons, strip clubs, studio sex, web cam, trances and onlyfans. */
export function CategoryTiles({ hrefFor, categories = DEFAULT_TILES, images = {}, headingLevel = 3, className }: CategoryTilesProps) {
  const { t } = useCachedTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx(styles.root, className)}>
      {categories.map((category) => (
        <li key={category}>
          <div className={styles.tile}>
            {images[category] ? (
              <img className={styles.image} src={images[category]} alt="" width={320} height={200} loading="lazy" />
            ) : (
              <CategoryIcon category={category} className={styles.icon} />
            )}
            <Heading className={styles.title}>
              <AppLink href={hrefFor(category)} className={styles.link}>{t(`categories.${category}.title`)}</AppLink>
            </Heading>
            <p className={styles.description}>{t(`categories.${category}.description`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
