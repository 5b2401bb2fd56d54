// @vitest-environment jsdom
// First: MSW (loaded by ./server) subclasses the Request this replaces.
import '../../support/jsdom-request-bodies';
import { describe, expect, it, vi } from 'vitest';
import { AbortedError } from '../../../sdk/client/errors';
import { RESPONSES } from './fixtures';
import { answer, client, json, serveMockApi } from './server';

serveMockApi();

describe('uploads where XMLHttpRequest exists (browser)', () => {
  it('sends the multipart body with XHR, with the headers, and reports progress up to 1', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const calls = answer(() => json(RESPONSES.uploadProfileImage));
    const progress: number[] = [];
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const image = new File(['png-bytes'], 'a.png', { type: 'image/png' });
    const result = await client().profiles.uploadImage(3, image, { main: true, onProgress: (p) => progress.push(p) });
    expect(result).toEqual(RESPONSES.uploadProfileImage);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(open).toHaveBeenCalledWith('POST', 'http://api.test/api/profile/3/upload-image');
    open.mockRestore();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]?.headers.get('content-language')).toBe('de');
    expect(calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.body).toEqual({ image: 'file:a.png:png-bytes', main: 'true' });
  });

  it('rebuilds the form for the retry', async () => {
    const calls = answer((_r, n) => (n === 1 ? json({ message: 'busy' }, { status: 503 }) : json(RESPONSES.uploadStoryVideo)));
    const video = new File(['mp4-bytes'], 's.mp4', { type: 'video/mp4' });
    await client().media.uploadStory(video, { onProgress: () => undefined });
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.headers.get('content-type')?.startsWith('multipart/form-data'))).toEqual([true, true]);
  });

  it('an abort surfaces as an abort', async () => {
    answer(() => json(RESPONSES.uploadProfileImage));
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const error = await client().profiles.uploadImage(3, image, { onProgress: () => undefined, signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
  });
});
