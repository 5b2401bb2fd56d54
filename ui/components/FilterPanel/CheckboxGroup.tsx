import { cx } from '../internal/cx';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';
import type { IdListKey } from './filterModel';

export interface CheckboxGroupProps {
  group: IdListKey;
  /** Hide the legend visually when the section title already says the same. */
  hideLegend?: boolean;
}

/** A fieldset of checkboxes for one list filter; the legend names the group for screen readers. */
export function CheckboxGroup({ group, hideLegend = false }: CheckboxGroupProps) {
  const { value, options, change, text, classNames } = useFilterContext();
  const selected = value[group] ?? [];
  const toggle = (id: number, checked: boolean) =>
    change({ [group]: checked ? [...selected, id] : selected.filter((s) => s !== id) });
  const items = options[group] ?? [];
  if (items.length === 0) return null;
  return (
    <fieldset className={cx(styles.fieldset, classNames.field)}>
      <legend className={cx(hideLegend ? styles.visuallyHidden : styles.label, classNames.label)}>{text(group)}</legend>
      <ul className={styles.checkboxes}>
        {items.map((option) => (
          <li key={option.id}>
            <label className={cx(styles.checkbox, classNames.checkbox)}>
              <input
                type="checkbox"
                checked={selected.includes(option.id)}
                onChange={(e) => toggle(option.id, e.target.checked)}
              />
              <span>{option.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
