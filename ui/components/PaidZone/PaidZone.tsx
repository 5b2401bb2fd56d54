import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import styles from './PaidZone.module.css';

export interface PaidZoneTexts {
  /** The disclosure's button ("Sponsored"). */
  sponsored: string;
  /** Who paid and why these are here. */
  explanation: string;
}

export interface PaidZoneProps<T extends { id: number }> {
  /** "Top in Prague", "Top in all cities". */
  title: string;
  /** The paid (TOP and VIP) items, in the API's order (VIP first). */
  items: readonly T[];
  /** One card; pass `disclosure="zone"` to it: the zone carries the visible disclosure. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Level of the title, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3;
  texts?: Partial<PaidZoneTexts>;
  className?: string;
}

/**
 * The paid placements above a listing's organic grid (the spec sells VIP as "maximum visibility"
 * and a business VIP as "exclusive placement in top search blocks"): a titled strip of cards that
 * scrolls sideways, with ONE "Sponsored" disclosure for the whole strip. The disclosure is the
 * WAI-ARIA disclosure pattern: a real button with aria-expanded and aria-controls that shows the
 * explanation in the page, usable by touch and keyboard (a button and a state: Radix's Collapsible
 * cost the listing page 5 kB gzip of first-load JavaScript for the same). Each card still tells
 * screen readers it is sponsored. Nothing when empty.
 */
export function PaidZone<T extends { id: number }>({ title, items, renderItem, headingLevel = 2, texts = {}, className }: PaidZoneProps<T>) {
  const { t } = useCachedTranslation();
  const titleId = useId();
  const explanationId = useId();
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>{title}</Heading>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={explanationId}
          data-state={open ? 'open' : 'closed'}
          onClick={() => setOpen((was) => !was)}
        >
          {texts.sponsored ?? t('listing.sponsored')}
          <span className={styles.icon} aria-hidden="true">i</span>
        </button>
        <div id={explanationId} className={styles.explanation} hidden={!open}>
          <p>{texts.explanation ?? t('paidZone.explanation')}</p>
        </div>
      </div>
      <ul className={styles.strip} aria-labelledby={titleId}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>{renderItem(item, index)}</li>
        ))}
      </ul>
    </section>
  );
}
