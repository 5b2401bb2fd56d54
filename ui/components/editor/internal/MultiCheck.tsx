import { describedBy } from './Field';
import styles from './Field.module.css';
import type { SelectOption } from './SelectField';

export interface MultiCheckProps {
  id: string;
  legend: string;
  options: readonly SelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}

/** A multi-select as a group of checkboxes: every option visible and reachable without a popup. */
export function MultiCheck({ id, legend, options, value, onChange, onBlur, error, hint }: MultiCheckProps) {
  const toggle = (option: number, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      id={id}
      className={styles.fieldset}
      aria-describedby={describedBy(id, hint, error)}
      tabIndex={-1}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p id={`${id}-hint`} className={styles.hint}>{hint}</p> : null}
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.check}>
            <input
              type="checkbox"
              checked={value.includes(Number(o.value))}
              onChange={(e) => toggle(Number(o.value), e.target.checked)}
              onBlur={onBlur}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
