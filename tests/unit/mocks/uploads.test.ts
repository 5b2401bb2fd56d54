import { beforeEach, describe, expect, it } from 'vitest';
import { HTTP, IMAGE_MAX_BYTES } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
import { API_MESSAGES } from '../../../schemas';
import { getStore } from '../../../mocks/store';
import { headerBytes, randomBytes } from '../../support/media-files';
import { BASE, clientAs, pngBlob, startMockServer, videoBlob } from './helpers';

/**
 * Hostile uploads reach the API when the browser could not tell (a renamed file, a
 * script posting directly): the mock refuses each with 422 and a message on the file's field,
 * and stores nothing.
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { token, profileId } = DEMO_ACCOUNTS.model;

async function upload(path: string, field: string, blob: Blob, name: string): Promise<{ status: number; body: { errors?: Record<string, string[]> } }> {
  const form = new FormData();
  form.append(field, blob, name);
  if (field === 'file') form.append('type', 'STORY');
  const res = await fetch(`${BASE}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } };
}

/** A Windows executable's first bytes: "MZ", then padding. */
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const imagePath = `/api/profile/${profileId}/upload-image`;

describe('the mock refuses hostile uploads with a clear message', () => {
  it.each([
    ['a renamed executable (photo.png)', new Blob([EXECUTABLE], { type: 'image/png' }), 'photo.png', /must be a file of type: jpg, png, webp/],
    ['a shell script (photo.jpg)', new Blob(['#!/bin/sh\nrm -rf ~\n'], { type: 'image/jpeg' }), 'photo.jpg', /must be a file of type/],
    ['an SVG with a script (photo.webp)', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/webp' }), 'photo.webp', /must be a file of type/],
    ['an ELF binary (clip.png)', new Blob([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1])], { type: 'image/png' }), 'clip.png', /must be a file of type/],
    ['an empty file', new Blob([], { type: 'image/png' }), 'empty.png', /failed to upload/],
    ['a 50 MB photo', new Blob([headerBytes('jpeg'), new Uint8Array(50 * 1024 * 1024)], { type: 'image/jpeg' }), 'huge.jpg', new RegExp(`may not be greater than ${IMAGE_MAX_BYTES / 1024} kilobytes`)],
    ['a text file (x.png)', new Blob(['hello, this is not a photo\n'], { type: 'image/png' }), 'x.png', /must be a file of type: jpg, png, webp/],
    ['a GIF (not an accepted type)', new Blob([headerBytes('gif')], { type: 'image/png' }), 'anim.png', /must be a file of type/],
    ['a PDF', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'notes.pdf', /./],
  ])('photo: %s', async (_what, blob, name, message) => {
    const { status, body } = await upload(imagePath, 'image', blob, name);
    expect(status).toBe(HTTP.unprocessable);
    expect(body.errors?.image?.[0]).toMatch(message);
  });

  it('story: a renamed executable and an empty video are refused; a real one is taken', async () => {
    for (const blob of [new Blob([EXECUTABLE], { type: 'video/mp4' }), new Blob([], { type: 'video/mp4' })]) {
      const { status, body } = await upload('/media/api/v1/media', 'file', blob, 'clip.mp4');
      expect(status).toBe(HTTP.unprocessable);
      expect(body.errors?.file?.[0]).toBeTruthy();
    }
    expect((await upload('/media/api/v1/media', 'file', videoBlob(), 'clip.mp4')).status).toBe(HTTP.ok);
    expect((await upload(imagePath, 'image', pngBlob(), 'photo.png')).status).toBe(HTTP.ok);
  });

  it('photo: a text file named x.png is never stored, never the main photo and never counted', async () => {
    const model = clientAs(token);
    const before = (await model.profiles.getForEdit(profileId)).data.images;
    const uploads = getStore().uploads.size;
    const { status, body } = await upload(imagePath, 'image', new Blob(['not a photo'], { type: 'image/png' }), 'x.png');
    expect([status, Object.keys(body.errors ?? {})]).toEqual([HTTP.unprocessable, ['image']]);
    const after = (await model.profiles.getForEdit(profileId)).data.images;
    expect(after).toEqual(before);
    expect(getStore().uploads.size).toBe(uploads);
  });

  it('story: random bytes named clip.mp4 get the §8 message and no story; a WebM or MOV header is taken', async () => {
    const stories = getStore().stories.length;
    const res = await fetch(`${BASE}/media/api/v1/media`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([randomBytes(4096)], { type: 'video/mp4' }), 'clip.mp4');
        form.append('type', 'STORY');
        return form;
      })(),
    });
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect([res.status, body.message]).toEqual([HTTP.unprocessable, API_MESSAGES.videoUploadFailed]);
    expect(body.errors.file?.[0]).toMatch(/must be a file of type: mp4, webm, mov/);
    expect(getStore().stories.length).toBe(stories);
    for (const kind of ['webm', 'mov'] as const) {
      expect((await upload('/media/api/v1/media', 'file', new Blob([headerBytes(kind)], { type: 'video/mp4' }), 'clip.mp4')).status).toBe(HTTP.ok);
    }
    // Stored under what the bytes are, whatever the declared type said.
    expect(getStore().stories.slice(-2).map((s) => s.url.split('.').pop())).toEqual(['webm', 'mov']);
  });
});
