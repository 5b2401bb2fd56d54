import { Button } from '../Button';
import { CardGrid } from '../CardGrid';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { ProfileCard } from '../ProfileCard';
import type { ProfileCardData } from '../ProfileCard';
import styles from './RecentlyViewed.module.css';

/** A profile the visitor opened, as its card shows it, with where it leads. */
export type RecentProfileCard = ProfileCardData & { href: string };

export interface RecentlyViewedProps {
  profiles: readonly RecentProfileCard[];
  /** Forgets them all (on this device). */
  onClear: () => void;
  /** Level of the section's heading (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The profiles this visitor opened last (beyond the spec), newest first, as cards, with a note that
 * the list stays on this device and a button that clears it. Nothing when there are none.
 */
export function RecentlyViewed({ profiles, onClear, headingLevel = 2, className }: RecentlyViewedProps) {
  const { t } = useCachedTranslation();
  if (profiles.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby="recently-viewed">
      <div className={styles.head}>
        <Heading id="recently-viewed">{t('visitor.recent.title')}</Heading>
        <Button variant="link" size="small" onClick={onClear}>{t('visitor.recent.clear')}</Button>
      </div>
      <p className={styles.note}>{t('visitor.recent.note')}</p>
      <CardGrid
        items={profiles}
        label={t('visitor.recent.title')}
        eagerCount={0}
        renderItem={(p, hints) => <ProfileCard profile={p} href={p.href} loading={hints.loading} headingLevel={headingLevel === 2 ? 3 : 4} />}
      />
    </section>
  );
}
