import { MEDIA_RULES, checkMedia, readHead } from '../../sdk/media';
import type { MediaKind, MediaRefusal } from '../../sdk/media';
import type { MockStore } from '../store/store';
import type { GalleryRecord } from '../store/types';
import { fieldError, validationError } from './errors';
import type { ApiError } from './errors';
import { MOCK_MESSAGES } from './messages';

/** Uploaded files live in the store and are served back under this path. */
export const UPLOADS_PATH = '/media/uploads';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov',
};

/**
 * The API's 422 for a file the server will not take, in Laravel's words (`max`, `uploaded`,
 * `mimes`); `message` replaces the top message (a story's is the §8 text).
 */
function refusal(kind: MediaKind, reason: MediaRefusal, field: string, message?: string): ApiError {
  const text = {
    size: `The ${field} may not be greater than ${Math.round(MEDIA_RULES[kind].maxBytes / 1024)} kilobytes.`,
    empty: `The ${field} failed to upload.`,
    type: `The ${field} must be a file of type: ${MEDIA_RULES[kind].types.map((type) => EXTENSIONS[type]).join(', ')}.`,
  }[reason];
  return validationError({ [field]: [text] }, message);
}

/**
 * Checks an upload with the browser's own check (sdk/media: emptiness, what the first bytes say
 * it is, size), keeps the bytes under the sniffed type and returns the URL they are served at.
 * The declared type and the name can lie (a text file named x.png, random bytes named clip.mp4);
 * the content cannot, so nothing refused here is stored or counted.
 */
export async function storeUpload(
  store: MockStore, file: File, folder: string, id: number, kind: MediaKind, field: string, message?: string,
): Promise<string> {
  const check = checkMedia(kind, await readHead(file), file.size);
  if (!check.ok) throw refusal(kind, check.reason, field, message);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const url = `${UPLOADS_PATH}/${folder}${id}.${EXTENSIONS[check.type] ?? 'bin'}`;
  store.uploads.set(url, { bytes, type: check.type });
  return url;
}

/** Adds an image; the first one (or one sent with main=true) becomes the main slide. */
export async function addImage(store: MockStore, gallery: GalleryRecord, file: File, makeMain: boolean): Promise<void> {
  const id = store.nextId('image');
  const url = await storeUpload(store, file, '', id, 'image', 'image');
  const image = { id, url };
  if (makeMain || !gallery.main) {
    if (gallery.main) gallery.others.unshift(gallery.main);
    gallery.main = image;
  } else {
    gallery.others.push(image);
  }
}

/** The gallery's images in order, the main slide first. */
const imagesOf = (gallery: GalleryRecord): GalleryRecord['others'] => [...(gallery.main ? [gallery.main] : []), ...gallery.others];

/** Removes images by id (all must belong to the gallery); the next image becomes the main slide. */
export function removeImages(store: MockStore, gallery: GalleryRecord, ids: readonly number[], field = 'images'): void {
  const all = imagesOf(gallery);
  const known = new Set(all.map((i) => i.id));
  if (ids.some((id) => !known.has(id))) throw fieldError(field, MOCK_MESSAGES.noSuchImage);
  const gone = new Set(ids);
  for (const image of all) if (gone.has(image.id)) store.uploads.delete(image.url);
  const kept = all.filter((i) => !gone.has(i.id));
  gallery.main = kept[0] ?? null;
  gallery.others = kept.slice(1);
}

/**
 * Puts the gallery in the owner's order: `ids` must name every image once (a photo uploaded or
 * deleted meanwhile in another tab makes the list stale, refused rather than guessed at); the
 * first becomes the main slide.
 */
export function arrangeImages(gallery: GalleryRecord, ids: readonly number[], field = 'images'): void {
  const all = imagesOf(gallery);
  const byId = new Map(all.map((image) => [image.id, image]));
  const ordered = ids.map((id) => byId.get(id));
  if (ids.length !== all.length || ordered.some((image) => image === undefined)) throw fieldError(field, MOCK_MESSAGES.staleImageOrder);
  const [main, ...others] = ordered as GalleryRecord['others'];
  gallery.main = main ?? null;
  gallery.others = others;
}

export const imageCount = (gallery: GalleryRecord): number => (gallery.main ? 1 : 0) + gallery.others.length;
