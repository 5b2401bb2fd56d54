import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import styles from './VerifiedIcon.module.css';

/** A check in a seal after a name; its accessible name is the catalog's "Verified" (or `label`). */
export function VerifiedIcon({ label, className }: { label?: string; className?: string }) {
  const { t } = useCachedTranslation();
  const name = label ?? t('listing.badges.verified');
  return (
    <svg className={cx(styles.root, className)} role="img" aria-label={name} viewBox="0 0 16 16" width="16" height="16" focusable="false">
      <path fill="currentColor" d="M8 0.8l1.9 1.4 2.3-.1.7 2.2 1.9 1.4-.8 2.3.8 2.3-1.9 1.4-.7 2.2-2.3-.1L8 15.2l-1.9-1.4-2.3.1-.7-2.2-1.9-1.4.8-2.3-.8-2.3 1.9-1.4.7-2.2 2.3.1z" />
      <path fill="none" stroke="var(--color-text-inverse)" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M5 8.2l2 2 4-4.2" />
    </svg>
  );
}
