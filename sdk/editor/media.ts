import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PHOTO_MIN_COUNT } from '../../schemas/constants';
import type { Gallery } from '../../schemas';
import type { MessageRef } from './messages';

/** What the browser hands over for a chosen file (a File, or a Blob with a type). */
export interface FileLike {
  readonly size: number;
  readonly type: string;
}

/**
 * The checks made before an upload, so a wrong file fails at once with a clear message instead
 * of after sending 10 MB over a phone connection: the type (jpeg, png, webp), the size and a
 * zero-byte file (a broken download or a cloud placeholder).
 */
export function checkImageFile(file: FileLike): MessageRef | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return { key: 'validation.fileType' };
  if (file.size === 0) return { key: 'editor.media.empty' };
  // The size stays in bytes: the UI formats it for the language ('10 MB', '10 Mo').
  if (file.size > IMAGE_MAX_BYTES) return { key: 'validation.fileSize', values: { size: IMAGE_MAX_BYTES } };
  return null;
}

/** The `accept` attribute of the photo input. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const galleryCount = (gallery: Gallery | null | undefined): number =>
  gallery ? (gallery.main_slide ? 1 : 0) + gallery.other_sliders.length : 0;

/** §5 minimum photos: null when enough, else the spec's message. */
export function photosMinimum(count: number): MessageRef | null {
  return count >= PHOTO_MIN_COUNT ? null : { key: 'validation.photosMin', values: { n: PHOTO_MIN_COUNT } };
}
