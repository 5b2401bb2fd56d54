import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { cx } from '../../internal/cx';
import styles from './VerifiedBadge.module.css';

/** §4 the special badge of a verified profile. */
export function VerifiedBadge({ className, label }: { className?: string; label?: string }) {
  const { t } = useCachedTranslation();
  return (
    <span className={cx(styles.root, className)}>
      <span aria-hidden="true">✓</span>
      {label ?? t('editor.verify.badge')}
    </span>
  );
}
