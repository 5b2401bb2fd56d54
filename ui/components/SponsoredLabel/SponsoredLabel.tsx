import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
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
  /**
   * On the label's outer element, the one a host positions (a card puts it in a corner of its
   * photo). The button and its bubble go with it.
   */
  className?: string;
  /**
   * Which edge of the label the bubble lines up with: `start` (default) opens it towards the end
   * of the line, `end` towards the start, for a label at the end edge (a card's corner).
   */
  align?: 'start' | 'end';
  /** Where the bubble opens: above the label (default), or below it (a label with more room under it). */
  side?: 'top' | 'bottom';
}

/**
 * "Sponsored" on paid (TOP/VIP) placements. A tap or Enter opens who paid and why it is shown:
 * a disclosure rather than a hover tooltip, so it works on touch screens and with a keyboard.
 * Deliberately not a Radix Popover: this label is on every card of every listing, and the
 * popover with floating-ui cost ~25 kB gzip of first-load JS. The bubble is placed by CSS above
 * (or below) the label and never outgrows the nearest size container (a card); Escape or a tap
 * elsewhere closes it.
 */
export function SponsoredLabel({ package: pkg, adType = 'profile', texts, className, align = 'start', side = 'top' }: SponsoredLabelProps) {
  const { t } = useCachedTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = texts?.label ?? t('listing.sponsored');

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <span ref={root} className={cx(styles.root, align === 'end' && styles.alignEnd, side === 'bottom' && styles.below, className)} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          // Cards are links: the label explains itself instead of following the card.
          event.preventDefault();
          event.stopPropagation();
          setOpen((v) => !v);
        }}
      >
        {label}
        <span className={styles.icon} aria-hidden="true">i</span>
      </button>
      {/* Non-modal, like the popover it replaces: announced as a labelled dialog, focus stays on the button.
          Only in the page while open: the label is on every card, and 40 closed bubbles were a tenth
          of a listing's HTML. */}
      {open ? (
        <span id={id} role="dialog" aria-label={label} className={styles.content}>
          <span className={styles.line}>{texts?.info ?? t('listing.sponsoredInfo', { type: t(`listing.adType.${adType}`), package: pkg })}</span>
          <span className={cx(styles.line, styles.why)}>{texts?.why ?? t('listing.sponsoredWhy')}</span>
        </span>
      ) : null}
    </span>
  );
}
