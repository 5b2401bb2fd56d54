import { useCachedTranslation } from '../internal/useCachedTranslation';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading; read by screen readers (default "Loading…"). */
  label?: string;
  /** Show the label next to the circle instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A busy indicator announced politely once, not on every frame. */
export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  const { t } = useCachedTranslation();
  const text = label ?? t('common.loading');
  return (
    <span role="status" className={className ? `${styles.root} ${className}` : styles.root}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
