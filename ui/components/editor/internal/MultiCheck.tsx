import { FieldGroup } from '../../internal/form-field';
import { fieldStyles } from './fieldStyles';
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
    <FieldGroup id={id} legend={legend} hint={hint} error={error} className={fieldStyles.fieldset} focusable>
      <div className={fieldStyles.options}>
        {options.map((o) => (
          <label key={o.value} className={fieldStyles.check}>
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
    </FieldGroup>
  );
}
