import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../schemas/constants';
import { SNIFF_BYTES, checkMedia, readHead, sniffMediaType } from '../../../sdk/media';
import { checkImageFile } from '@portal/components/features/editor';
import { checkVideoFile } from '@portal/components/features/business';
import { headerBytes, mediaFile, randomBytes } from '../../support/media-files';

describe('sniffMediaType reads what a file is from its first bytes', () => {
  it('recognises each image and video header', () => {
    expect(sniffMediaType(headerBytes('jpeg'))).toBe('image/jpeg');
    expect(sniffMediaType(headerBytes('png'))).toBe('image/png');
    expect(sniffMediaType(headerBytes('webp'))).toBe('image/webp');
    expect(sniffMediaType(headerBytes('gif'))).toBe('image/gif');
    expect(sniffMediaType(headerBytes('mp4'))).toBe('video/mp4');
    expect(sniffMediaType(headerBytes('mov'))).toBe('video/quicktime');
    expect(sniffMediaType(headerBytes('webm'))).toBe('video/webm');
    expect(sniffMediaType(headerBytes('heic'))).toBe('image/heic');
  });

  it('finds nothing in text, a PDF, random bytes, a cut-off header or nothing', () => {
    expect(sniffMediaType(headerBytes('text'))).toBeNull();
    expect(sniffMediaType(headerBytes('pdf'))).toBeNull();
    expect(sniffMediaType(randomBytes(SNIFF_BYTES))).toBeNull();
    expect(sniffMediaType(headerBytes('png').subarray(0, 4))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});

describe('checkMedia refuses by content and size, never by name', () => {
  it('accepts JPEG, PNG and WebP photos and MP4, MOV and WebM videos up to their limits', () => {
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      expect(checkMedia('image', headerBytes(kind), IMAGE_MAX_BYTES)).toEqual({ ok: true, type: sniffMediaType(headerBytes(kind)) });
    }
    for (const kind of ['mp4', 'mov', 'webm'] as const) {
      expect(checkMedia('video', headerBytes(kind), VIDEO_MAX_BYTES).ok).toBe(true);
    }
  });

  it('refuses a GIF (not an accepted type), a video as a photo and a photo or HEIC as a video', () => {
    expect(checkMedia('image', headerBytes('gif'), 100)).toEqual({ ok: false, reason: 'type', detected: 'image/gif' });
    expect(checkMedia('image', headerBytes('mp4'), 100)).toEqual({ ok: false, reason: 'type', detected: 'video/mp4' });
    expect(checkMedia('video', headerBytes('jpeg'), 100)).toEqual({ ok: false, reason: 'type', detected: 'image/jpeg' });
    expect(checkMedia('video', headerBytes('heic'), 100)).toEqual({ ok: false, reason: 'type', detected: 'image/heic' });
  });

  it('refuses an oversized file of a good type, and an empty one', () => {
    expect(checkMedia('image', headerBytes('jpeg'), IMAGE_MAX_BYTES + 1)).toEqual({ ok: false, reason: 'size', detected: 'image/jpeg' });
    expect(checkMedia('video', headerBytes('webm'), VIDEO_MAX_BYTES + 1)).toEqual({ ok: false, reason: 'size', detected: 'video/webm' });
    expect(checkMedia('image', new Uint8Array(), 0)).toEqual({ ok: false, reason: 'empty', detected: null });
  });

  it('reads only the first bytes of a file', async () => {
    const file = new File([headerBytes('png'), new Uint8Array(1000)], 'big.png');
    expect(await readHead(file)).toEqual(headerBytes('png').subarray(0, SNIFF_BYTES));
  });
});

describe('the browser checks (catalog messages)', () => {
  it('a text file named x.png with type image/png is "not a JPEG, PNG or WebP image"', async () => {
    expect(await checkImageFile(mediaFile('text', 'x.png', 'image/png'))).toEqual({ key: 'validation.notImage' });
  });

  it('trusts the bytes over the name and the declared type', async () => {
    expect(await checkImageFile(mediaFile('png', 'photo.txt', 'text/plain'))).toBeNull();
    expect(await checkImageFile(mediaFile('webp', 'IMG_0001', ''))).toBeNull();
  });

  it('names an empty and an oversized photo', async () => {
    expect(await checkImageFile(new File([], 'empty.jpg', { type: 'image/jpeg' }))).toEqual({ key: 'editor.media.empty' });
    expect(await checkImageFile(mediaFile('jpeg', 'huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)))
      .toEqual({ key: 'validation.fileSize', values: { size: IMAGE_MAX_BYTES } });
  });

  it('refuses story "videos" of random bytes and a photo named .mp4; accepts real headers', async () => {
    const random = new File([randomBytes(4096)], 'clip.mp4', { type: 'video/mp4' });
    expect(await checkVideoFile(random)).toEqual({ key: 'validation.notVideo' });
    expect(await checkVideoFile(mediaFile('jpeg', 'clip.mp4', 'video/mp4'))).toEqual({ key: 'validation.notVideo' });
    expect(await checkVideoFile(mediaFile('mov', 'clip.mov', 'video/quicktime'))).toBeNull();
    expect(await checkVideoFile(mediaFile('webm', 'clip.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1)))
      .toEqual({ key: 'validation.fileSize', values: { size: '100 MB' } });
  });
});
