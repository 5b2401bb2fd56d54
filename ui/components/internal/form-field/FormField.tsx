import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { describedBy, errorId, hintId } from './fieldIds';
import styles from './FormField.module.css';

/** The attributes a field's control receives, so its label, hint and error are announced with it. */
export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldMessagesProps {
  hint?: ReactNode;
  /** Already translated; absent when the field is fine. */
  error?: string | undefined;
}

export interface FormFieldProps extends FieldMessagesProps {
  /** The control's id; generated when the form never needs to address the control itself. */
  id?: string;
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optionalText?: string | undefined;
  /** Announces the control as required (for controls whose native `required` the form leaves off). */
  required?: boolean | undefined;
  className?: string | undefined;
  /** The control, given the id and aria attributes to put on it. */
  children: (aria: ControlAria) => ReactNode;
}

/** The id of a field's control (the given one, or a generated one) and the aria attributes that wire it. */
export function useControlAria({ id, hint, error, required }: Pick<FormFieldProps, 'id' | 'hint' | 'error' | 'required'>): ControlAria {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    id: controlId,
    'aria-describedby': describedBy(controlId, hint, error),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}

export function FieldLabel({ htmlFor, label, optionalText }: { htmlFor: string; label: ReactNode; optionalText?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optionalText ? <span className={styles.optional}> ({optionalText})</span> : null}
    </label>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? <p id={hintId(id)} className={styles.hint}>{hint}</p> : null;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? <p id={errorId(id)} className={styles.error}>{error}</p> : null;
}

/** A labelled control with its hint and its error under it, both in the control's aria-describedby. */
export function FormField({ id, label, optionalText, hint, error, required, className, children }: FormFieldProps) {
  const aria = useControlAria({ id, hint, error, required });
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={aria.id} label={label} optionalText={optionalText} />
      {children(aria)}
      <FieldHint id={aria.id} hint={hint} />
      <FieldError id={aria.id} error={error} />
    </div>
  );
}
