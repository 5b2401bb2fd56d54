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

/**
 * Content no photo or video starts with: executables (Windows PE "MZ", ELF, Mach-O, Java class),
 * scripts ("#!") and markup ("<": HTML, or an SVG that can carry script). The declared type and
 * the name can lie (a renamed executable); the first bytes cannot. (A full content sniff, as
 * Laravel's `mimes` rule does, would also refuse a PNG sent as a JPEG; jsdom's multipart bridge
 * in the dom tests does not carry file bytes, so the mock refuses what is certainly not media.)
 */
const NOT_MEDIA: ReadonlyArray<ReadonlyArray<number>> = [
  [0x4d, 0x5a], // MZ
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xcf, 0xfa, 0xed, 0xfe], [0xce, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O fat / Java class
  [0x23, 0x21], // #!
  [0x3c], // <
];

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** Checks an upload (size, emptiness, content that is certainly not media), keeps the bytes and returns the URL they are served at. */
export async function storeUpload(store: MockStore, file: File, folder: string, id: number, maxBytes: number, field: string): Promise<string> {
  if (file.size > maxBytes) throw fieldError(field, `The ${field} may not be greater than ${Math.round(maxBytes / 1024)} kilobytes.`);
  if (file.size === 0) throw fieldError(field, `The ${field} failed to upload.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (NOT_MEDIA.some((signature) => startsWith(bytes, signature))) {
    const accepted = Object.keys(EXTENSIONS).filter((type) => type.split('/')[0] === file.type.split('/')[0]).map((type) => EXTENSIONS[type]);
    throw fieldError(field, `The ${field} must be a file of type: ${accepted.join(', ')}.`);
  }
  const url = `${UPLOADS_PATH}/${folder}${id}.${EXTENSIONS[file.type] ?? 'bin'}`;
  store.uploads.set(url, { bytes, type: file.type || 'application/octet-stream' });
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
