import { useId } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { Slide } from '@portal/sdk';
import { cx } from '../internal/cx';
import { useCarousel } from '../internal/useCarousel';
import { AppLink } from '../LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './HomeSlider.module.css';

export interface HomeSliderProps {
  slides: readonly Slide[];
  /** Slide heading level (default 2: the page has its own h1). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The home page's banner slides (GET /api/index-slider) as a WAI-ARIA carousel. It does not
 * rotate by itself: auto-rotation would need a pause control and moves content under readers.
 */
export function HomeSlider({ slides, headingLevel = 2, className }: HomeSliderProps) {
  const { t } = useCachedTranslation();
  const { index, previous, next, onKeyDown } = useCarousel(slides.length);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  if (slides.length === 0) return null;
  const total = slides.length;
  const slideOf = (n: number) => t('home.slideOf', { n, total });
  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={t('common.carousel')}
      aria-label={t('home.slider')}
      onKeyDown={onKeyDown}
    >
      <div id={`${id}-slides`}>
        {slides.map((slide, i) => (
          <div key={slide.id} role="group" aria-roledescription={t('common.slide')} aria-label={slideOf(i + 1)}
            hidden={i !== index} className={styles.slide}>
            <img className={styles.image} src={slide.image} alt="" width={1260} height={540}
              loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} decoding="async" />
            <div className={styles.caption}>
              <Heading className={styles.title}>
                <AppLink href={slide.href} className={styles.link}>{slide.title}</AppLink>
              </Heading>
              {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
            </div>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label={t('home.prevSlide')} onClick={previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.counter} aria-hidden="true">{index + 1} / {total}</span>
          <button type="button" className={styles.arrow} aria-controls={`${id}-slides`} aria-label={t('home.nextSlide')} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
          <VisuallyHidden aria-live="polite" aria-atomic="true">{slideOf(index + 1)}</VisuallyHidden>
        </div>
      ) : null}
    </section>
  );
}
