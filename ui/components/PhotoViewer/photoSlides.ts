import type { Gallery } from '@portal/sdk';

/** One photo of the full-screen view. */
export interface PhotoSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A gallery's photos as full-screen slides, the main one first (as the gallery shows them). */
export function photoSlides(images: Gallery, name: string, width = 600, height = 800): PhotoSlide[] {
  return [...(images.main_slide ? [images.main_slide] : []), ...images.other_sliders].map((slide) => ({ src: slide.image, alt: name, width, height }));
}
