import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@portal/sdk';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { SlotClassNames } from '../internal/cx';
import { ProfileCardSkeleton } from '../ProfileCardSkeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './CardGrid.module.css';

export type CardGridSlot = 'root' | 'item' | 'skeleton';

/** Image loading hints the grid hands to each card: the first cards load early, the rest lazily. */
export interface CardImageHints {
  index: number;
  loading: 'lazy' | 'eager';
  fetchPriority: 'high' | 'auto';
}

export interface CardGridProps<T extends { id: number }> {
  items: readonly T[];
  /** Renders one card (ProfileCard, BusinessCard or the host's own). */
  renderItem: (item: T, hints: CardImageHints) => ReactNode;
  /** First load: skeletons instead of cards. */
  loading?: boolean;
  /** A next page is loading while these items stay visible. */
  busy?: boolean;
  /** How many skeletons to show (default the page size, 40). */
  skeletonCount?: number;
  /** How many first cards load eagerly; the very first also gets fetchpriority=high. */
  eagerCount?: number;
  /** Accessible name of the list; pass one when several lists share a page. */
  label?: string;
  classNames?: SlotClassNames<CardGridSlot>;
  /** The screen-reader status while skeletons show (the catalog's "Loading…" otherwise). */
  texts?: { loading?: string };
}

/** The listing grid: a list of cards, skeletons while loading. */
export function CardGrid<T extends { id: number }>({
  items, renderItem, loading = false, busy = false, skeletonCount = PAGE_SIZE, eagerCount = 2, label, classNames = {}, texts = {},
}: CardGridProps<T>) {
  const { t } = useCachedTranslation();
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{texts.loading ?? t('listing.loading')}</VisuallyHidden>
        <ul className={cx(styles.root, classNames.root)} aria-label={label}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className={cx(styles.item, classNames.item)}>
              <ProfileCardSkeleton className={classNames.skeleton} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={cx(styles.root, busy && styles.busy, classNames.root)} aria-label={label} aria-busy={busy || undefined}>
      {items.map((item, index) => (
        <li key={item.id} className={cx(styles.item, classNames.item)}>
          {renderItem(item, {
            index,
            loading: index < eagerCount ? 'eager' : 'lazy',
            fetchPriority: index === 0 ? 'high' : 'auto',
          })}
        </li>
      ))}
    </ul>
  );
}
