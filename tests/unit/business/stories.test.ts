import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../../schemas/constants';
import { BANNER_SIZES, STORY_UPLOAD_MESSAGES, VIDEO_ACCEPT, checkVideoFile, storyFailureKey } from '@portal/components/features/business';
import { mediaFile } from '../../support/media-files';
import { NetworkError, VideoUploadError } from '../../../sdk/client';

describe('story video checks before upload', () => {
  it('refuses another type, an empty file and a file over the limit', async () => {
    expect(await checkVideoFile(mediaFile('png', 'a.png', 'image/png'))).toEqual({ key: 'validation.notVideo' });
    expect(await checkVideoFile(new File([], 'e.mp4', { type: 'video/mp4' }))).toEqual({ key: 'editor.media.empty' });
    expect(await checkVideoFile(mediaFile('mp4', 'big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1))).toEqual({ key: 'validation.fileSize', values: { size: '100 MB' } });
    expect(await checkVideoFile(mediaFile('webm', 'ok.webm', 'video/webm', VIDEO_MAX_BYTES))).toBeNull();
    expect(await checkVideoFile(mediaFile('text', 'x.mp4', ''))).toEqual({ key: 'validation.notVideo' });
  });
  it('accepts the VIDEO_MIME_TYPES', () => {
    expect(VIDEO_ACCEPT).toBe('video/mp4,video/webm,video/quicktime');
  });
  it('maps a refusal to “Failed to upload video”, anything else to “An error occurred”', () => {
    expect(storyFailureKey(new VideoUploadError(true))).toBe(STORY_UPLOAD_MESSAGES.failed);
    expect(storyFailureKey(new VideoUploadError(false))).toBe(STORY_UPLOAD_MESSAGES.error);
    expect(storyFailureKey(new NetworkError())).toBe(STORY_UPLOAD_MESSAGES.error);
  });
});

describe('banner sizes', () => {
  it('are unique, positive and keyed once', () => {
    expect(new Set(BANNER_SIZES.map((b) => b.id)).size).toBe(BANNER_SIZES.length);
    for (const b of BANNER_SIZES) expect(b.width > 0 && b.height > 0).toBe(true);
  });
});
