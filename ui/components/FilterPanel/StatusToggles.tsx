import type { StatusFilter } from '@portal/sdk';
import { cx } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';

/**
 * VIP, TOP, VERIFIED, TRAVEL GIRL, NEW, INDIVIDUAL as toggle buttons (aria-pressed). Plain
 * buttons in a labelled group rather than Radix ToggleGroup: the listing's first-load JS budget
 * has no room for its roving-focus machinery, and Tab between six buttons is fine.
 */
export function StatusToggles() {
  const { value, options, change, text, classNames, idPrefix } = useFilterContext();
  if (options.statuses.length === 0) return null;
  const labelId = `${idPrefix}-statuses`;
  const selected = value.statuses ?? [];
  const toggle = (status: StatusFilter) =>
    change({ statuses: selected.includes(status) ? selected.filter((s) => s !== status) : [...selected, status] });
  return (
    <div className={cx(styles.field, classNames.field)}>
      <span id={labelId} className={cx(styles.label, classNames.label)}>{text('statuses')}</span>
      <div role="toolbar" aria-labelledby={labelId} className={styles.toggles}>
        {options.statuses.map((status) => {
          const on = selected.includes(status);
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              data-state={on ? 'on' : 'off'}
              className={cx(styles.toggle, classNames.toggle)}
              onClick={() => toggle(status)}
            >
              {text(`status.${status}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
