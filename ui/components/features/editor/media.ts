import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PHOTO_MIN_COUNT, checkMedia, readHead } from '@portal/sdk';
import type { Gallery, ImageRef, MediaKind } from '@portal/sdk';
import type { MessageRef } from './messages';

/**
 * The catalog message of a file `kind` refused by its first bytes and size (null when it is
 * fine). `size` is the limit as the message shows it.
 */
export async function checkMediaFile(kind: MediaKind, file: Blob, size: number | string): Promise<MessageRef | null> {
  const check = checkMedia(kind, await readHead(file), file.size);
  if (check.ok) return null;
  if (check.reason === 'empty') return { key: 'editor.media.empty' };
  if (check.reason === 'size') return { key: 'validation.fileSize', values: { size } };
  return { key: kind === 'image' ? 'validation.notImage' : 'validation.notVideo' };
}

/**
 * The checks made before the crop dialog and the upload, so a wrong file fails at once with a
 * clear message instead of after sending 10 MB over a phone connection: an empty file (a broken
 * download or a cloud placeholder), what the content is (JPEG, PNG or WebP by its first bytes,
 * whatever its name or the browser's guess) and the size.
 */
export const checkImageFile = (file: Blob): Promise<MessageRef | null> =>
  // The size stays in bytes: the UI formats it for the language ('10 MB', '10 Mo').
  checkMediaFile('image', file, IMAGE_MAX_BYTES);

/** The `accept` attribute of the photo input. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const galleryCount = (gallery: Gallery | null | undefined): number =>
  gallery ? (gallery.main_slide ? 1 : 0) + gallery.other_sliders.length : 0;

/** §5 minimum photos: null when enough, else the spec's message. */
export function photosMinimum(count: number): MessageRef | null {
  return count >= PHOTO_MIN_COUNT ? null : { key: 'validation.photosMin', values: { n: PHOTO_MIN_COUNT } };
}

/** The gallery's photos in the order visitors see them: the main slide first. */
export const galleryImages = (gallery: Gallery): ImageRef[] =>
  [...(gallery.main_slide ? [gallery.main_slide] : []), ...gallery.other_sliders];

/** The gallery of photos in this order: the first is the main slide. */
export const galleryOf = (images: readonly ImageRef[]): Gallery =>
  ({ main_slide: images[0] ?? null, other_sliders: images.slice(1) });

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}
