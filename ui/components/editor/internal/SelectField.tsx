import type { SelectHTMLAttributes } from 'react';
import { FormField, SelectOptions } from '../../internal/form-field';
import type { SelectOption } from '../../internal/form-field';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { fieldStyles } from './fieldStyles';

export type { SelectOption } from '../../internal/form-field';

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

/** A native select with an empty first choice; spread `register(...)` into it. */
export function SelectField({ id, label, options, error, hint, required, placeholder, className, ...rest }: SelectFieldProps) {
  const { t } = useCachedTranslation();
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <select {...rest} {...aria} className={fieldStyles.control}>
          <SelectOptions options={options} placeholder={placeholder ?? (required ? t('editor.choose') : t('editor.notSpecified'))} />
        </select>
      )}
    </FormField>
  );
}
