import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A form's outcome: errors interrupt (role=alert), success and information wait their turn (role=status). */
export function FormAlert({ tone, children, className, id }: FormAlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.root, styles[tone], className)}>
      {children}
    </div>
  );
}
