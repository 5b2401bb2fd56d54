import type { ReactNode } from 'react';
import { describedBy } from './fieldIds';
import { FieldError, FieldHint } from './FormField';
import styles from './FormField.module.css';

export interface FieldGroupProps {
  /** Ids of the hint and error derive from it; a step focuses the group by it on an error. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Already translated; absent when the group is fine. */
  error?: string | undefined;
  className?: string | undefined;
  /** For a radio group: the role gives screen readers the group semantics of its native radios. */
  role?: 'radiogroup';
  /** The form moves focus to the group when a submit fails on it. */
  focusable?: boolean;
  /** The options. */
  children: ReactNode;
}

/**
 * Options named together (radios, checkboxes) in a fieldset, whose legend is the group's name;
 * the hint sits under the legend and the error after the options, both describing the group.
 */
export function FieldGroup({ id, legend, hint, error, className, role, focusable, children }: FieldGroupProps) {
  return (
    <fieldset
      id={id}
      role={role}
      className={className}
      // A plain fieldset (role group) has no invalid state; a radio group has.
      aria-invalid={role && error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      tabIndex={focusable ? -1 : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
