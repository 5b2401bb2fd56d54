import type { SelectHTMLAttributes } from 'react';
import { FormField } from '../../internal/form-field';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { fieldStyles } from './fieldStyles';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
  required?: boolean;
  /** Text of the empty choice ("Choose…" for required fields, "Not specified" for optional ones). */
  placeholder?: string;
  className?: string;
}

/**
 * A native select: the phone's own picker on a 390 px screen and fully accessible everywhere.
 * Spread `register(...)` into it.
 */
export function SelectField({ id, label, options, error, hint, required, placeholder, className, ...rest }: SelectFieldProps) {
  const { t } = useCachedTranslation();
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <select {...rest} {...aria} className={fieldStyles.control}>
          <option value="">{placeholder ?? (required ? t('editor.choose') : t('editor.notSpecified'))}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
