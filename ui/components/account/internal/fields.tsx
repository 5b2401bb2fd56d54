import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { FieldError, FieldGroup, FieldHint, FormField, formFieldStyles, SelectOptions, useControlAria } from '../../internal/form-field';
import type { SelectOption as FormSelectOption } from '../../internal/form-field';
import styles from './AccountForm.module.css';

/**
 * Labelled controls of the account forms, on the shared field (label, hint, error, aria wiring) with
 * its raised controls. The native `required` stays on the control, so no aria-required is added.
 */

interface FieldBase {
  label: ReactNode;
  /** Already translated; absent when the field is fine. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optionalText?: string;
  ref?: Ref<HTMLInputElement>;
}

const controlClass = cx(formFieldStyles.control, formFieldStyles.raised);

export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export function TextField({ label, error, hint, optionalText, className, ref, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optionalText={optionalText} className={className}>
      {(aria) => <input ref={ref} {...aria} className={controlClass} {...input} />}
    </FormField>
  );
}

export type TextAreaFieldProps = Omit<FieldBase, 'ref'> & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, optionalText, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optionalText={optionalText} className={className}>
      {(aria) => <textarea ref={ref} {...aria} className={controlClass} {...textarea} />}
    </FormField>
  );
}

export type SelectOption = FormSelectOption<string>;

export type SelectFieldProps = Omit<FieldBase, 'ref'> & SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** Text of the empty first option, which keeps "nothing chosen" distinct from a real choice. */
  placeholder?: string;
};

export function SelectField({ label, error, hint, optionalText, className, ref, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} optionalText={optionalText} className={className}>
      {(aria) => (
        <select ref={ref} {...aria} className={controlClass} {...select}>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </FormField>
  );
}

export type CheckboxFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/** The label wraps the box (a bigger target) and its text may wrap, so it is laid out here, not by FormField. */
export function CheckboxField({ label, error, hint, className, ref, ...input }: CheckboxFieldProps) {
  const aria = useControlAria({ hint, error });
  return (
    <div className={cx(formFieldStyles.field, className)}>
      <label htmlFor={aria.id} className={cx(formFieldStyles.check, formFieldStyles.checkTop)}>
        <input ref={ref} {...aria} type="checkbox" {...input} />
        <span>{label}</span>
      </label>
      <FieldHint id={aria.id} hint={hint} />
      <FieldError id={aria.id} error={error} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export type RadioGroupFieldProps = Omit<FieldBase, 'ref' | 'optionalText'> & {
  options: readonly RadioOption[];
  /** Props for every radio, typically `register(name)`. */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { ref?: Ref<HTMLInputElement> };
  className?: string;
  /** Lays the options in a row (star ratings). */
  inline?: boolean;
  optionClassName?: string;
};

/** Native radios in a fieldset: arrow keys, one tab stop and the legend as the group's name come free. */
export function RadioGroupField({ label, error, hint, options, inputProps, className, inline, optionClassName }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <FieldGroup id={id} role="radiogroup" legend={label} hint={hint} error={error} className={cx(formFieldStyles.field, className)}>
      <div className={cx(styles.radios, inline && styles.inline)}>
        {options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className={cx(styles.radio, optionClassName)}>
            <input id={`${id}-${o.value}`} type="radio" value={o.value} {...inputProps} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** The account forms' layout classes (form, actions, link) and the field classes, for forms laid out by hand. */
export const fieldStyles: Readonly<Record<string, string>> = { ...formFieldStyles, ...styles, control: controlClass };
