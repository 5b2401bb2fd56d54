import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, VIDEO_MAX_BYTES } from '../../../schemas/constants';
import type { Story } from '../../../schemas';
import { ApiError, VideoUploadError } from '../../../sdk/client';
import type { UploadStory } from '@portal/components/features/business';
import { StoriesList, StoryUpload } from '@portal/components/business';
import { renderWithI18n } from '../i18n';
import { mediaFile, randomBytes } from '../../support/media-files';

// applyAccept off: the input's accept attribute must not hide the wrong file from the component's own check.
const user = () => userEvent.setup({ delay: null, applyAccept: false });
/** A video whose first bytes are a real MP4 header (an empty one has none). */
const video = (name = 'clip.mp4', type = 'video/mp4', size = 2048) =>
  size === 0 ? new File([], name, { type }) : mediaFile('mp4', name, type, size);
const input = () => screen.getByLabelText('Choose a video') as HTMLInputElement;

/** An upload the test drives by hand: progress steps, then success or a failure. */
function manualUpload() {
  let progress: (f: number) => void = () => {};
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  const upload = vi.fn<UploadStory>((_file, { onProgress }) => {
    progress = onProgress;
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    upload,
    progress: (f: number) => act(() => progress(f)),
    resolve: () => act(async () => settle?.resolve({ message: API_MESSAGES.videoUploaded })),
    reject: (e: unknown) => act(async () => settle?.reject(e)),
  };
}

describe('StoryUpload', () => {
  it('refuses a wrong file type before anything is sent', async () => {
    const upload = vi.fn<UploadStory>();
    renderWithI18n(<StoryUpload upload={upload} />);
    expect(input().accept).toBe('video/mp4,video/webm,video/quicktime');
    await user().upload(input(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an MP4, WebM or MOV video');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });

  it('refuses a “video” of random bytes named clip.mp4, then takes a real one', async () => {
    const upload = vi.fn<UploadStory>();
    renderWithI18n(<StoryUpload upload={upload} />);
    await user().upload(input(), new File([randomBytes(4096)], 'clip.mp4', { type: 'video/mp4' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not an MP4, WebM or MOV video');
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
    await user().upload(input(), mediaFile('webm', 'real.webm', 'video/webm'));
    expect(await screen.findByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an empty file and one over the size limit, with translated messages', async () => {
    const upload = vi.fn<UploadStory>();
    renderWithI18n(<StoryUpload upload={upload} />);
    await user().upload(input(), video('empty.mp4', 'video/mp4', 0));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is empty');
    await user().upload(input(), video('big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is too large (max. 100 MB)'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the upload progress as a progressbar, then “Video uploaded successfully!”', async () => {
    const manual = manualUpload();
    renderWithI18n(<StoryUpload upload={manual.upload} />);
    await user().upload(input(), video());
    expect(await screen.findByText('Chosen video: clip.mp4')).toBeDefined();
    await user().click(screen.getByRole('button', { name: 'Upload video' }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    manual.progress(0.4);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('Uploading video… 40%');
    expect(input().disabled).toBe(true);
    await manual.resolve();
    expect(screen.getByRole('status').textContent).toBe(API_MESSAGES.videoUploaded);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tells the owner of a profile not yet approved that the story is pending', async () => {
    const upload = vi.fn<UploadStory>(async () => ({ message: API_MESSAGES.videoUploaded, data: { id: 9, status: 'pending' } }));
    renderWithI18n(<StoryUpload upload={upload} autoStart />);
    await user().upload(input(), video());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(`${API_MESSAGES.videoUploaded} Pending moderation: Only you can see this story until your profile is approved.`);
  });

  it('a refused upload says “Failed to upload video…”, and “Try again” sends the same file', async () => {
    const manual = manualUpload();
    renderWithI18n(<StoryUpload upload={manual.upload} />);
    const file = video();
    await user().upload(input(), file);
    await user().click(await screen.findByRole('button', { name: 'Upload video' }));
    await manual.reject(new VideoUploadError(true, new ApiError(422, { message: 'bad' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(API_MESSAGES.videoUploadFailed);
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(manual.upload).toHaveBeenCalledTimes(2);
    expect(manual.upload.mock.calls[1]![0]).toBe(file);
    await manual.resolve();
    expect(screen.getByRole('status').textContent).toBe(API_MESSAGES.videoUploaded);
  });

  it('anything else says “An error occurred. Please try again.”', async () => {
    const manual = manualUpload();
    renderWithI18n(<StoryUpload upload={manual.upload} autoStart />);
    await user().upload(input(), video());
    await waitFor(() => expect(manual.upload).toHaveBeenCalledTimes(1));
    await manual.reject(new TypeError('Network request failed'));
    expect(screen.getByRole('alert').textContent).toContain(API_MESSAGES.genericError);
  });
});

describe('StoriesList', () => {
  const story = (id: number, poster: string | null): Story => ({
    id, type: 'STORY', url: `/media/uploads/stories/${id}.mp4`, poster, author: { id, name: `Alina ${id}`, slug: `alina-${id}` },
    created_at: '2026-02-01T10:00:00+00:00',
  });

  it('shows each story with its poster and author, and plays it in a dialog on request', async () => {
    renderWithI18n(<StoriesList stories={[story(1, '/media/p/1.svg'), story(2, null)]} authorHref={(s) => `/escort/${s.author.slug}`} />);
    expect(screen.getByRole('link', { name: 'Alina 1' }).getAttribute('href')).toBe('/escort/alina-1');
    expect(document.querySelector('video')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Play the story of Alina 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Story by Alina 2' });
    const player = dialog.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('/media/uploads/stories/2.mp4');
    expect(player.hasAttribute('controls')).toBe(true);
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('labels the owner’s held story “Pending moderation”, not the published ones', () => {
    renderWithI18n(<StoriesList stories={[{ ...story(1, null), status: 'pending' }, { ...story(2, null), status: 'published' }, story(3, null)]} />);
    const [held, published, older] = screen.getAllByRole('listitem');
    expect(within(held!).getByText('Pending moderation')).toBeTruthy();
    expect(held!.textContent).toContain('Only you can see this story until your profile is approved.');
    expect(within(published!).queryByText('Pending moderation')).toBeNull();
    expect(within(older!).queryByText('Pending moderation')).toBeNull();
  });

  it('says so when there are none', () => {
    renderWithI18n(<StoriesList stories={[]} />);
    expect(screen.getByRole('status').textContent).toContain('No stories yet.');
  });
});
