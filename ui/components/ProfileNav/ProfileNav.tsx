import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import styles from './ProfileNav.module.css';

export interface ProfileNavProps {
  /** URL of the previous and next profile in the listing, or null at the ends. */
  previousHref: string | null;
  nextHref: string | null;
  className?: string;
}

/** Previous/next profile links, in a nav landmark of their own. */
export function ProfileNav({ previousHref, nextHref, className }: ProfileNavProps) {
  const { t } = useCachedTranslation();
  if (!previousHref && !nextHref) return null;
  return (
    <nav aria-label={t('profile.navLabel')} className={cx(styles.root, className)}>
      {previousHref ? (
        <AppLink href={previousHref} rel="prev" className={styles.link}>
          <span aria-hidden="true">←</span>
          {t('profile.prevProfile')}
        </AppLink>
      ) : null}
      {nextHref ? (
        <AppLink href={nextHref} rel="next" className={cx(styles.link, styles.next)}>
          {t('profile.nextProfile')}
          <span aria-hidden="true">→</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
