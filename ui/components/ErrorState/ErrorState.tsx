import { useCachedTranslation } from '../internal/useCachedTranslation';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** A translated message (default: "The profiles could not be loaded."). */
  message?: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** Disables Retry while the retry runs. */
  retrying?: boolean;
  texts?: { retry?: string };
  className?: string;
}

/** A failed load, announced as an alert, with a way to try again. */
export function ErrorState({ message, onRetry, retrying = false, texts, className }: ErrorStateProps) {
  const { t } = useCachedTranslation();
  return (
    <div className={cx(styles.root, className)} role="alert">
      <span className={styles.icon} aria-hidden="true">!</span>
      <p className={styles.message}>{message ?? t('listing.error')}</p>
      {onRetry ? (
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          {texts?.retry ?? t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
