import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Notice.module.css';

export interface NoticeProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  className?: string;
  id?: string;
}

/**
 * An outcome message: errors and warnings interrupt (role=alert), success and information wait
 * their turn (role=status). Rendered only when there is something to say, so each appearance is
 * announced once.
 */
export function Notice({ tone, children, className, id }: NoticeProps) {
  return (
    <div id={id} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={cx(styles.root, styles[tone], className)}>
      {children}
    </div>
  );
}
