import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Default: the spec's "No profiles matching your criteria were found". */
  message?: string;
  /** An optional action, such as a "Reset filters" button. */
  action?: ReactNode;
  className?: string;
}

/** Nothing matched the search. */
export function EmptyState({ message, action, className }: EmptyStateProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(styles.root, className)} role="status">
      <span className={styles.icon} aria-hidden="true">∅</span>
      <p className={styles.message}>{message ?? t('listing.empty')}</p>
      {action}
    </div>
  );
}
