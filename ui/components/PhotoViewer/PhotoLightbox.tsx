import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { PhotoSlide } from './photoSlides';

/**
 * How far past its own pixels a photo may be zoomed. The library's default (1) stops at the
 * photo's natural size, so a photo no larger than the screen (the 600x800 photos of a profile on a
 * laptop) could not be zoomed at all: 'Zoom in' stayed disabled.
 */
const MAX_ZOOM_PIXEL_RATIO = 3;

export interface PhotoLightboxProps {
  open: boolean;
  slides: readonly PhotoSlide[];
  /** Whose photos (the dialog's name). */
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** After the closing animation: the host puts the focus back on its opener. */
  onClosed: () => void;
}

/**
 * The full-screen photos: yet-another-react-lightbox with its zoom plugin (a modal dialog; arrow
 * keys, swipe, Escape; zoom by buttons, wheel, pinch or double tap), every label from the page's
 * catalog. A chunk of its own with its stylesheet, loaded when the visitor reaches for it.
 */
export default function PhotoLightbox({ open, slides, name, index, onIndexChange, onClose, onClosed }: PhotoLightboxProps) {
  const { t } = useCachedTranslation();
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides.map((slide) => ({ src: slide.src, alt: slide.alt, width: slide.width, height: slide.height }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: MAX_ZOOM_PIXEL_RATIO }}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onIndexChange(shown), exited: onClosed }}
      labels={{
        Lightbox: t('visitor.photos.dialog', { name }),
        'Photo gallery': t('profile.gallery'),
        Carousel: t('common.carousel'),
        Slide: t('common.slide'),
        '{index} of {total}': t('visitor.photos.photoOf', { index: '{index}', total: '{total}' }),
        Previous: t('profile.prevPhoto'),
        Next: t('profile.nextPhoto'),
        Close: t('common.close'),
        'Zoom in': t('visitor.photos.zoomIn'),
        'Zoom out': t('visitor.photos.zoomOut'),
      }}
    />
  );
}
