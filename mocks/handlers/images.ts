import { IMAGE_MAX_BYTES } from '../../schemas';
import type { MockStore } from '../store/store';
import type { GalleryRecord } from '../store/types';
import { fieldError } from './errors';
import { MOCK_MESSAGES } from './messages';

/** Uploaded files live in the store and are served back under this path. */
export const UPLOADS_PATH = '/media/uploads';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov',
};

/** Keeps the bytes and returns the URL they are served at. */
export async function storeUpload(store: MockStore, file: File, folder: string, id: number, maxBytes: number, field: string): Promise<string> {
  if (file.size > maxBytes) throw fieldError(field, `The ${field} may not be greater than ${Math.round(maxBytes / 1024)} kilobytes.`);
  const url = `${UPLOADS_PATH}/${folder}${id}.${EXTENSIONS[file.type] ?? 'bin'}`;
  store.uploads.set(url, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || 'application/octet-stream' });
  return url;
}

/** Adds an image; the first one (or one sent with main=true) becomes the main slide. */
export async function addImage(store: MockStore, gallery: GalleryRecord, file: File, makeMain: boolean): Promise<void> {
  const id = store.nextId('image');
  const url = await storeUpload(store, file, '', id, IMAGE_MAX_BYTES, 'image');
  const image = { id, url };
  if (makeMain || !gallery.main) {
    if (gallery.main) gallery.others.unshift(gallery.main);
    gallery.main = image;
  } else {
    gallery.others.push(image);
  }
}

/** Removes images by id (all must belong to the gallery); the next image becomes the main slide. */
export function removeImages(store: MockStore, gallery: GalleryRecord, ids: readonly number[], field = 'images'): void {
  const all = [...(gallery.main ? [gallery.main] : []), ...gallery.others];
  const known = new Set(all.map((i) => i.id));
  if (ids.some((id) => !known.has(id))) throw fieldError(field, MOCK_MESSAGES.noSuchImage);
  const gone = new Set(ids);
  for (const image of all) if (gone.has(image.id)) store.uploads.delete(image.url);
  const kept = all.filter((i) => !gone.has(i.id));
  gallery.main = kept[0] ?? null;
  gallery.others = kept.slice(1);
}

export const imageCount = (gallery: GalleryRecord): number => (gallery.main ? 1 : 0) + gallery.others.length;
