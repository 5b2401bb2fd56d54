import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '../../schemas/constants';

/**
 * What a file is, read from its first bytes (its "magic number"), not from its name or the type
 * the browser guessed from the name: a text file renamed `x.png` is text. The browser checks a
 * chosen file with this before the crop dialog, and the mock backend checks every upload with
 * the same function, so both refuse the same files for the same reason.
 */

/** How many leading bytes the sniffer reads (enough for every signature below). */
export const SNIFF_BYTES = 16;

export type MediaKind = 'image' | 'video';

/** The accepted types and the size limit of each kind (from the spec's constants). */
export const MEDIA_RULES = {
  image: { types: IMAGE_MIME_TYPES as readonly string[], maxBytes: IMAGE_MAX_BYTES },
  video: { types: VIDEO_MIME_TYPES as readonly string[], maxBytes: VIDEO_MAX_BYTES },
} as const satisfies Record<MediaKind, { types: readonly string[]; maxBytes: number }>;

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** `signature` at `offset`; `null` in a signature matches any byte. */
const has = (head: Uint8Array, offset: number, signature: ReadonlyArray<number | null>): boolean =>
  head.length >= offset + signature.length && signature.every((b, i) => b === null || head[offset + i] === b);

/** ISO base media brands that are still images (HEIC/AVIF from phones), not videos. */
const IMAGE_BRANDS: Readonly<Record<string, string>> = {
  heic: 'image/heic', heix: 'image/heic', mif1: 'image/heif', msf1: 'image/heif', avif: 'image/avif',
};

/**
 * The media type the first bytes announce, or null when they match no known image or video
 * (text, documents, random bytes). Recognises more than the portal accepts (GIF, HEIC, AVIF),
 * so a refusal can be told apart from garbage.
 */
export function sniffMediaType(head: Uint8Array): string | null {
  if (has(head, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (has(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (has(head, 0, ascii('RIFF')) && has(head, 8, ascii('WEBP'))) return 'image/webp';
  if (has(head, 0, ascii('GIF87a')) || has(head, 0, ascii('GIF89a'))) return 'image/gif';
  if (has(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm'; // EBML header (WebM, Matroska)
  if (has(head, 4, ascii('ftyp'))) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (brand === 'qt  ') return 'video/quicktime';
    return IMAGE_BRANDS[brand] ?? 'video/mp4';
  }
  return null;
}

/** Why a file is refused: nothing in it, not an accepted type (by content), or over the limit. */
export type MediaRefusal = 'empty' | 'type' | 'size';

export type MediaCheck =
  | { readonly ok: true; readonly type: string }
  | { readonly ok: false; readonly reason: MediaRefusal; readonly detected: string | null };

/**
 * Checks a file of `kind` from its first bytes and its size: empty first, then what the content
 * is, then the size limit. `type` on success is the sniffed type (what to store it as).
 */
export function checkMedia(kind: MediaKind, head: Uint8Array, size: number): MediaCheck {
  const rules = MEDIA_RULES[kind];
  if (size === 0) return { ok: false, reason: 'empty', detected: null };
  const detected = sniffMediaType(head);
  if (detected === null || !rules.types.includes(detected)) return { ok: false, reason: 'type', detected };
  if (size > rules.maxBytes) return { ok: false, reason: 'size', detected };
  return { ok: true, type: detected };
}

/** The first SNIFF_BYTES of a file or blob (the browser reads only these, not the whole photo). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
