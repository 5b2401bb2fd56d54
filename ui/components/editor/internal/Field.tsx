import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Field.module.css';

/** The attributes every control of a field receives, so label, hint and error are announced. */
export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string;
  required?: boolean;
  className?: string;
  /** The control, given the ids to wire. */
  children: (aria: ControlAria) => ReactNode;
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled control with its hint and its error (aria-describedby points at both). */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  const aria: ControlAria = {
    id,
    'aria-describedby': describedBy(id, hint, error),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(aria)}
      {hint ? <p id={`${id}-hint`} className={styles.hint}>{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}
