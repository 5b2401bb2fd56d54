import type { Gallery, ImageRef, Option } from '../../../schemas';
import type { GalleryRecord, ImageRecord } from '../types';

/** ISO 8601 in UTC, the API's date-time format. */
export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export const imageRef = (image: ImageRecord): ImageRef => ({ image: image.url, image_id: image.id });

export const toGallery = (gallery: GalleryRecord): Gallery => ({
  main_slide: gallery.main ? imageRef(gallery.main) : null,
  other_sliders: gallery.others.map(imageRef),
});

/** A reference option without its numeric value, as the Option schema has it. */
export const plainOption = (option: (Option & { value?: number }) | null): Option | null =>
  option ? { id: option.id, title: option.title } : null;

export const place = (item: { id: number; title: string } | undefined, fallbackId: number): { id: number; title: string } =>
  item ? { id: item.id, title: item.title } : { id: fallbackId, title: 'Unknown' };
