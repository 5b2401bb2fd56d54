/**
 * The first bytes of real files of each kind (as written by common encoders: libjpeg's JFIF,
 * libpng, libwebp, ffmpeg's MP4/MOV/WebM muxers, an iPhone's HEIC), for the sniffer and the
 * upload tests. A file made with `mediaFile` starts with these and reports any size.
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const HEADERS = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x48],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...ascii('IHDR')],
  webp: [...ascii('RIFF'), 0x24, 0x08, 0x00, 0x00, ...ascii('WEBPVP8 ')],
  gif: [...ascii('GIF89a'), 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff],
  mp4: [0x00, 0x00, 0x00, 0x20, ...ascii('ftypisom'), 0x00, 0x00, 0x02, 0x00],
  mov: [0x00, 0x00, 0x00, 0x14, ...ascii('ftypqt  '), 0x00, 0x00, 0x00, 0x00],
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81],
  heic: [0x00, 0x00, 0x00, 0x18, ...ascii('ftypheic'), 0x00, 0x00, 0x00, 0x00],
  text: ascii('hello, this is not a photo\n'),
  pdf: ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
} as const satisfies Record<string, readonly number[]>;

export type HeaderName = keyof typeof HEADERS;

export const headerBytes = (kind: HeaderName): Uint8Array<ArrayBuffer> => Uint8Array.from(HEADERS[kind]);

/** Random bytes that match no signature (the "video" of the issue). */
export const randomBytes = (length: number, seed = 7): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  // A random first byte of 0xff or 0x1a could start a signature by chance; this one never does.
  bytes[0] = 0x42;
  return bytes;
};

/** A File that starts with the header of `kind` (any name and declared type) and reports `size`. */
export function mediaFile(kind: HeaderName, name: string, type = '', size?: number): File {
  const file = new File([headerBytes(kind)], name, { type });
  if (size !== undefined && size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
