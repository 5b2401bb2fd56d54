import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Default: the spec's "No profiles matching your criteria were found". */
  message?: string;
  /** The ways out, such as "Clear filters" and "All in <city>" buttons. */
  action?: ReactNode;
  className?: string;
}

/** Nothing matched the search: the spec's message, a quiet picture, and the host's ways out. */
export function EmptyState({ message, action, className }: EmptyStateProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(styles.root, className)} role="status">
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <circle cx="21" cy="21" r="13" />
        <path d="M31 31l10 10M16 21h10" />
      </svg>
      <p className={styles.message}>{message ?? t('listing.empty')}</p>
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
