import { cx } from '../internal/cx';
import styles from './ProfileCardSkeleton.module.css';

/**
 * A placeholder with the card's shape and size (3:4 photo, then the name, meta and price lines at
 * the card's line heights), so the grid does not move when profiles arrive. Hidden from assistive
 * tech: the grid announces loading once.
 */
export function ProfileCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true" data-testid="profile-card-skeleton">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={cx(styles.line, styles.name)} />
        <div className={cx(styles.line, styles.meta)} />
        <div className={cx(styles.line, styles.price)} />
      </div>
    </div>
  );
}
