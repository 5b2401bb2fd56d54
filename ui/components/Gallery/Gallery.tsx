import { useId } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Gallery as GalleryImages } from '@portal/sdk';
import { cx } from '../internal/cx';
import { useCarousel } from '../internal/useCarousel';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Gallery.module.css';

export interface GalleryProps {
  images: GalleryImages;
  /** Whose photos (the images' alt text). */
  name: string;
  /** Intrinsic size of the photos, so the page does not shift while they load. */
  width?: number;
  height?: number;
  className?: string;
  /** The photo shown, when the host keeps it (a full-screen view shows the same one); else the gallery's own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** A click on the photo (the full-screen view opens); the keyboard's way is the host's button. */
  onPhotoClick?: (index: number) => void;
  /** Over the photo, in a corner (the host's full-screen button). */
  children?: ReactNode;
}

/**
 * The profile's photos as a WAI-ARIA carousel: labelled previous/next buttons, "Photo n of
 * total" announced politely, arrow keys while focus is inside, thumbnails to jump. It never
 * rotates by itself. Hidden slides keep loading="lazy", so only the photo shown is fetched.
 */
export function Gallery({ images, name, width = 600, height = 800, className, index: shown, onIndexChange, onPhotoClick, children }: GalleryProps) {
  const { t } = useCachedTranslation();
  const slides = [...(images.main_slide ? [images.main_slide] : []), ...images.other_sliders];
  const total = slides.length;
  const { index, goTo, previous, next, onKeyDown } = useCarousel(total, 0, { index: shown, onChange: onIndexChange });
  const id = useId();
  const photoOf = (n: number) => t('profile.photoOf', { n, total });

  if (total === 0) {
    return (
      <section className={cx(styles.root, className)} aria-label={t('profile.gallery')}>
        <div className={styles.viewport}><p className={styles.empty}>{t('profile.photos', { count: 0 })}</p></div>
      </section>
    );
  }

  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={t('common.carousel')}
      aria-label={t('profile.gallery')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport}>
        <div id={`${id}-slides`}>
          {slides.map((slide, i) => (
            <div
              key={slide.image_id}
              role="group"
              aria-roledescription={t('common.slide')}
              aria-label={photoOf(i + 1)}
              hidden={i !== index}
              className={styles.slide}
            >
              <img
                className={cx(styles.image, onPhotoClick && styles.zoomable)}
                onClick={onPhotoClick ? () => onPhotoClick(i) : undefined}
                src={slide.image}
                alt={name}
                width={width}
                height={height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {total > 1 ? (
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label={t('profile.prevPhoto')} onClick={previous}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label={t('profile.nextPhoto')} onClick={next}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
        <p className={styles.counter} aria-hidden="true">{index + 1} / {total}</p>
        {children}
        <VisuallyHidden aria-live="polite" aria-atomic="true">{photoOf(index + 1)}</VisuallyHidden>
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {slides.map((slide, i) => (
            <li key={slide.image_id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={photoOf(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <img src={slide.image} alt="" width={64} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
