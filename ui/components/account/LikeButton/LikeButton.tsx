import { useId, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Role } from '@portal/sdk';
import { interactionPermission } from '@portal/sdk';
import { VisuallyHidden } from '../../VisuallyHidden';
import { cx } from '../../internal/cx';
import { prefetchWording, useWording } from '../internal/lazy-wording';
import { useOptimisticToggle } from '../internal/useOptimisticToggle';
import styles from './LikeButton.module.css';

export interface LikeState {
  likes: number;
  is_liked: boolean;
}

export interface LikeButtonProps {
  likes: number;
  isLiked: boolean;
  /** The visitor's role, null for a guest: only clients may like (§6). */
  role: Role | null;
  /** Login page with the return param to this page (`loginHrefFor(path, locale)`). */
  loginHref: string;
  /** `client.profiles.like(id)` or `client.businesses.like(id)`: the new count and state. */
  onToggle: () => Promise<LikeState>;
  className?: string;
}

const same = (a: LikeState, b: LikeState) => a.likes === b.likes && a.is_liked === b.is_liked;

/** A like with its count: updates at once, settles on the server's count, rolls back on failure. */
export function LikeButton({ likes, isLiked, role, loginHref, onToggle, className }: LikeButtonProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const permission = interactionPermission('like', role);
  const [showRestriction, setShowRestriction] = useState(false);
  const { shown, toggle, error } = useOptimisticToggle<LikeState>({ likes, is_liked: isLiked }, same);
  // The restriction notice and a failure's text load after the press (lazy-wording.ts).
  const wording = useWording(showRestriction || error !== null);
  const count = <span className={styles.count}>{t('profile.likes', { count: shown.likes })}</span>;

  if (!permission.allowed) {
    return (
      <span className={cx(styles.root, className)}>
        <button
          type="button" className={styles.button} aria-expanded={showRestriction} aria-controls={`${id}-why`}
          onPointerEnter={prefetchWording}
          onFocus={prefetchWording}
          onClick={() => setShowRestriction((v) => !v)}
        >
          <span aria-hidden="true">♡</span>
          <VisuallyHidden>{t('profile.like')}</VisuallyHidden>
        </button>
        {count}
        <span id={`${id}-why`} className={styles.note}>
          {showRestriction && wording ? (
            <wording.RestrictionNotice message={permission.message} loginHref={permission.because === 'guest' ? loginHref : null} />
          ) : null}
        </span>
      </span>
    );
  }

  const pressed = shown.is_liked;
  return (
    <span className={cx(styles.root, className)}>
      <button
        type="button"
        className={cx(styles.button, pressed && styles.pressed)}
        aria-pressed={pressed}
        onClick={() => {
          // A failure's text is worded by the lazy wording: on its way while the call is.
          prefetchWording();
          const optimistic = { likes: Math.max(0, shown.likes + (pressed ? -1 : 1)), is_liked: !pressed };
          void toggle(optimistic, onToggle);
        }}
      >
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
        <VisuallyHidden>{t('profile.like')}</VisuallyHidden>
      </button>
      {count}
      {error && wording ? <span role="alert" className={styles.error}>{wording.translateError(t, error)}</span> : null}
    </span>
  );
}
