import { cx } from '../internal/cx';
import styles from './ProfileCardSkeleton.module.css';

/** A placeholder with the card's shape, so the grid does not jump when profiles arrive. Hidden from assistive tech: the grid announces loading once. */
export function ProfileCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true" data-testid="profile-card-skeleton">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={styles.line} />
        <div className={cx(styles.line, styles.short)} />
        <div className={cx(styles.line, styles.short)} />
      </div>
    </div>
  );
}
