import type { Badge } from '@portal/sdk';
import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import styles from './Badges.module.css';

export interface BadgesProps {
  /** Usually `badgesOf(profile.statuses)`. */
  badges: readonly Badge[];
  /** Overrides of the badge texts (default: the catalog's `listing.badges.*`). */
  texts?: Partial<Record<Badge, string>>;
  className?: string;
}

/** The TOP, VIP, NEW, IND and verified badges as a list; nothing when there are none. */
export function Badges({ badges, texts, className }: BadgesProps) {
  const { t } = useCachedTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={cx(styles.root, className)}>
      {badges.map((badge) => (
        <li key={badge} className={cx(styles.badge, styles[badge])}>
          {badge === 'verified' ? <span aria-hidden="true">✓</span> : null}
          {texts?.[badge] ?? t(`listing.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
