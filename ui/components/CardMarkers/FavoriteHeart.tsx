import { cx } from '../internal/cx';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import styles from './FavoriteHeart.module.css';

export interface FavoriteHeartProps {
  active: boolean;
  onToggle: () => void;
  /** While the change is on its way. */
  pending?: boolean;
  className?: string;
}

/**
 * The heart on a card's photo: a button named by the action it takes ("Add to favourites" /
 * "Remove from favourites"), filled when the card is a favourite. Not aria-pressed as well:
 * "Remove from favourites, pressed" would read as a contradiction (FavoriteButton's reasoning).
 */
export function FavoriteHeart({ active, onToggle, pending = false, className }: FavoriteHeartProps) {
  const { t } = useCachedTranslation();
  return (
    <button
      type="button"
      className={cx(styles.root, active && styles.active, className)}
      aria-label={t(active ? 'profile.favRemove' : 'profile.favAdd')}
      aria-busy={pending || undefined}
      onClick={(event) => {
        // Cards are links: the heart toggles instead of following the card.
        event.preventDefault();
        event.stopPropagation();
        if (!pending) onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
    </button>
  );
}
