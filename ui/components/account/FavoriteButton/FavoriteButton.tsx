import { useId, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Role } from '@portal/sdk';
import { interactionPermission } from '@portal/sdk';
import { cx } from '../../internal/cx';
import { prefetchWording, useWording } from '../internal/lazy-wording';
import { useOptimisticToggle } from '../internal/useOptimisticToggle';
import styles from './FavoriteButton.module.css';

export interface FavoriteState {
  is_favorite: boolean;
}

export interface FavoriteButtonProps {
  isFavorite: boolean;
  /** The visitor's role, null for a guest: only clients keep favourites (§6). */
  role: Role | null;
  /** Login page with the return param to this page. */
  loginHref: string;
  /** `client.profiles.favorite(id)` or `client.businesses.favorite(id)`. */
  onToggle: () => Promise<FavoriteState>;
  className?: string;
}

const same = (a: FavoriteState, b: FavoriteState) => a.is_favorite === b.is_favorite;

/**
 * Add to / remove from favourites. The label says what a press will do (rather than aria-pressed
 * with a fixed label), since "Add to favourites, pressed" would read as a contradiction.
 */
export function FavoriteButton({ isFavorite, role, loginHref, onToggle, className }: FavoriteButtonProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const permission = interactionPermission('favorite', role);
  const [showRestriction, setShowRestriction] = useState(false);
  const { shown, toggle, error } = useOptimisticToggle<FavoriteState>({ is_favorite: isFavorite }, same);
  // The restriction notice and a failure's text load after the press (lazy-wording.ts).
  const wording = useWording(showRestriction || error !== null);

  if (!permission.allowed) {
    return (
      <span className={cx(styles.root, className)}>
        <button
          type="button" className={styles.button} aria-expanded={showRestriction} aria-controls={`${id}-why`}
          onPointerEnter={prefetchWording}
          onFocus={prefetchWording}
          onClick={() => setShowRestriction((v) => !v)}
        >
          <span aria-hidden="true">☆</span> {t('profile.favAdd')}
        </button>
        <span id={`${id}-why`} className={styles.note}>
          {showRestriction && wording ? (
            <wording.RestrictionNotice message={permission.message} loginHref={permission.because === 'guest' ? loginHref : null} />
          ) : null}
        </span>
      </span>
    );
  }

  const on = shown.is_favorite;
  return (
    <span className={cx(styles.root, className)}>
      <button
        type="button"
        className={cx(styles.button, on && styles.on)}
        onClick={() => {
          // A failure's text is worded by the lazy wording: on its way while the call is.
          prefetchWording();
          void toggle({ is_favorite: !on }, onToggle);
        }}
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span> {t(on ? 'profile.favRemove' : 'profile.favAdd')}
      </button>
      {error && wording ? <span role="alert" className={styles.error}>{wording.translateError(t, error)}</span> : null}
    </span>
  );
}
