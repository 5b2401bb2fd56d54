import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './ListingToolbar.module.css';

export interface CityChipProps {
  /** What the chip says: the chosen city, or "All cities". */
  label: string;
  /** Whether a city is chosen (the chip is marked as set). */
  active: boolean;
  /** The city search (CitySearch): inline on wider screens, under the chip on a phone once it is opened. */
  children: ReactNode;
  /** The chosen city changed: a phone's search folds away. */
  valueKey?: number | undefined;
}

/**
 * The city in a phone's listing bar: a chip naming the chosen city that opens the city search
 * under the bar (a disclosure: Escape or a choice closes it and focus goes back to the chip). From
 * 768 px the chip is hidden and the search stands in the toolbar as a field.
 */
export function CityChip({ label, active, children, valueKey }: CityChipProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chip = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A chosen (or cleared) city closes the phone's search.
  const [shown, setShown] = useState(valueKey);
  if (shown !== valueKey) {
    setShown(valueKey);
    setOpen(false);
  }
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <div className={styles.city}>
      <button
        ref={chip}
        type="button"
        className={cx(styles.chip, styles.cityChip, active && styles.chipActive)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <span className={styles.chipText}>{label}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className={cx(styles.cityPanel, open && styles.cityPanelOpen)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            chip.current?.focus();
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
