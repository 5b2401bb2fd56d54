import { lazy, Suspense, useRef, useState } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { PhotoSlide } from './photoSlides';
import { cx } from '../internal/cx';
import styles from './PhotoViewer.module.css';

export type { PhotoSlide } from './photoSlides';

const loadLightbox = () => import('./PhotoLightbox');
const PhotoLightbox = lazy(loadLightbox);

export interface PhotoViewerProps {
  /** The photos, in the gallery's order, each with its alt text. */
  slides: readonly PhotoSlide[];
  /** Whose photos. */
  name: string;
  /** The photo to open at, and the one shown while open (the gallery follows). */
  index: number;
  /** A swipe, an arrow key or a thumbnail shows another photo. */
  onIndexChange: (index: number) => void;
  /** Open (the host opens it on a click on the photo too). */
  open: boolean;
  /** Closed by its button, Escape or a click outside (or opened). */
  onOpenChange: (open: boolean) => void;
  className?: string;
}

/**
 * The gallery's "Full screen" button and the full-screen photos it opens (beyond the spec). The
 * viewer's code (yet-another-react-lightbox, its zoom plugin and stylesheet) is a chunk of its own,
 * fetched when the visitor reaches for the button and shown on the click. Closing it puts the
 * focus back on the button, however it was opened.
 */
export function PhotoViewer({ slides, name, index, onIndexChange, open, onOpenChange, className }: PhotoViewerProps) {
  const { t } = useCachedTranslation();
  const opener = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so its closing animation can run.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (slides.length === 0) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={cx(styles.open, className)}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        onClick={() => onOpenChange(true)}
      >
        <span aria-hidden="true" className={styles.icon}>⤢</span>
        {t('visitor.photos.fullScreen')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            open={open}
            slides={slides}
            name={name}
            index={index}
            onIndexChange={onIndexChange}
            onClose={() => onOpenChange(false)}
            onClosed={() => {
              setMounted(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
