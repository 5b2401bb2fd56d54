import { ToggleGroup } from 'radix-ui';
import type { StatusFilter } from '../../../schemas/filters';
import { cx } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';

/** VIP, TOP, VERIFIED, TRAVEL GIRL, NEW, INDIVIDUAL as toggle buttons (aria-pressed). */
export function StatusToggles() {
  const { value, options, change, text, classNames, idPrefix } = useFilterContext();
  if (options.statuses.length === 0) return null;
  const labelId = `${idPrefix}-statuses`;
  return (
    <div className={cx(styles.field, classNames.field)}>
      <span id={labelId} className={cx(styles.label, classNames.label)}>{text('statuses')}</span>
      <ToggleGroup.Root
        type="multiple"
        aria-labelledby={labelId}
        className={styles.toggles}
        value={value.statuses ?? []}
        onValueChange={(next) => change({ statuses: next as StatusFilter[] })}
      >
        {options.statuses.map((status) => (
          <ToggleGroup.Item key={status} value={status} className={cx(styles.toggle, classNames.toggle)}>
            {text(`status.${status}`)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
