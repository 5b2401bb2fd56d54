import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only, such as the words behind an icon. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={className ? `${styles.root} ${className}` : styles.root} />;
}
