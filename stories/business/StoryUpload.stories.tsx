import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, VideoUploadError } from '../../sdk/client';
import type { UploadStory } from '@portal/components/features/business';
import { StoryUpload } from '@portal/components/business';
import { wait } from '../editor/fixtures';

/** The first bytes of an MP4 (ffmpeg's `ftyp isom` box): the check reads the content, not the name. */
const MP4_HEADER = [0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00];
const video = (name = 'story.mp4', type = 'video/mp4') => new File([Uint8Array.from(MP4_HEADER), new Uint8Array(4096)], name, { type });

/** An upload reporting progress, then `end` (success, or a failure of the given kind). */
const upload = (end: 'ok' | 'refused' | 'error' | 'never', steps = 5): UploadStory => async (_file, { onProgress }) => {
  for (let i = 1; i <= steps; i++) {
    await wait(120);
    onProgress(end === 'never' ? Math.min(0.4, i / steps) : i / steps);
  }
  if (end === 'never') await new Promise(() => {});
  if (end === 'refused') throw new VideoUploadError(true, new ApiError(422, { message: 'The file must be a video.' }));
  if (end === 'error') throw new VideoUploadError(false, new TypeError('Failed to fetch'));
  return {};
};

const meta = {
  title: 'Business/StoryUpload',
  component: StoryUpload,
  args: { upload: upload('ok') },
} satisfies Meta<typeof StoryUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, file = video()) => {
  // applyAccept off: the component's own check is what refuses a wrong file.
  await userEvent.setup({ applyAccept: false }).upload(within(canvasElement).getByLabelText('Choose a video'), file);
};

export const Idle: Story = {};

/** A text file chosen: refused by its content with a translated message before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File(['not a video'], 'photo.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This file is not an MP4, WebM or MOV video');
  },
};

/** Random bytes named clip.mp4 (the browser's type says video/mp4): refused by the first bytes. */
export const RefusedFile: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, new File([new Uint8Array(4096).fill(0x42)], 'clip.mp4', { type: 'video/mp4' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This file is not an MP4, WebM or MOV video');
    await expect(within(canvasElement).queryByRole('button', { name: 'Upload video' })).toBeNull();
  },
};

/** The progress bar while the video is sent. */
export const Uploading: Story = {
  args: { upload: upload('never'), autoStart: true },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { autoStart: true },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByText('Video uploaded successfully!', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Posted while the profile is on moderation: the story is held and the owner is told so. */
export const UploadedPending: Story = {
  args: { autoStart: true, upload: async (file, o) => ({ ...(await upload('ok', 2)(file, o) as object), data: { status: 'pending' } }) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByText('Pending moderation', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The server refused the video; "Try again" keeps the file. */
export const Refused: Story = {
  args: { upload: upload('refused'), autoStart: true },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByText('Failed to upload video. Please try again.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { upload: upload('error'), autoStart: true },
  play: async ({ canvasElement }) => {
    await choose(canvasElement);
    await expect(await within(canvasElement).findByText('An error occurred. Please try again.', {}, { timeout: 5000 })).toBeVisible();
  },
};
