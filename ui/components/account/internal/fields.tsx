import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import styles from './Field.module.css';

/**
 * Labelled controls of the account forms. Each links its hint and error with aria-describedby and
 * marks itself aria-invalid, so a screen reader hears the problem when the field gets focus.
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

function useDescribedBy(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Label({ htmlFor, label, optionalText }: { htmlFor: string; label: ReactNode; optionalText?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optionalText ? <span className={styles.optional}> ({optionalText})</span> : null}
    </label>
  );
}

function Messages({ hint, hintId, error, errorId }: { hint: ReactNode; hintId: string; error?: string | undefined; errorId: string }) {
  return (
    <>
      {hint ? <span id={hintId} className={styles.hint}>{hint}</span> : null}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </>
  );
}

export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export function TextField({ label, error, hint, optionalText, className, ref, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <Label htmlFor={id} label={label} optionalText={optionalText} />
      <input ref={ref} id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type TextAreaFieldProps = Omit<FieldBase, 'ref'> & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, optionalText, className, ref, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <Label htmlFor={id} label={label} optionalText={optionalText} />
      <textarea ref={ref} id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<FieldBase, 'ref'> & SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** Text of the empty first option, which keeps "nothing chosen" distinct from a real choice. */
  placeholder?: string;
};

export function SelectField({ label, error, hint, optionalText, className, ref, options, placeholder, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <Label htmlFor={id} label={label} optionalText={optionalText} />
      <select ref={ref} id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type CheckboxFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

export function CheckboxField({ label, error, hint, className, ref, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.check}>
        <input ref={ref} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <span>{label}</span>
      </label>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
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
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <fieldset
      role="radiogroup"
      className={cx(styles.field, className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className={styles.label}>{label}</legend>
      <div className={styles.radios} style={inline ? { flexDirection: 'row', flexWrap: 'wrap' } : undefined}>
        {options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className={cx(styles.radio, optionClassName)}>
            <input id={`${id}-${o.value}`} type="radio" value={o.value} {...inputProps} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

export { styles as fieldStyles };
