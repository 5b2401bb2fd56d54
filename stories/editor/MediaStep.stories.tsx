import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PHOTO_MIN_COUNT } from '../../schemas/constants';
import { ApiError } from '../../sdk/client';
import { MediaStep } from '@portal/components/editor';
import { galleryInOrder, galleryOf, slowUpload } from './fixtures';
import { frozenMedia, pendingPhoto } from './media';
import { StepFrame } from './StepFrame';

let uploaded = 0;

const meta = {
  title: 'Editor/Steps/4 Media',
  component: MediaStep,
  args: {
    gallery: galleryOf(0),
    upload: slowUpload(() => galleryOf(++uploaded)),
    remove: fn(async () => galleryOf(0)),
    onSubmit: fn(),
    onInvalid: fn(),
  },
  decorators: [(Story) => <StepFrame><Story /></StepFrame>],
} satisfies Meta<typeof MediaStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing yet: drop photos on the zone or use its "Choose photos" button (the keyboard's and the
 * phone's path), crop each, watch them upload. The zone says the spec's minimum.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose photos')).toBeVisible();
    await expect(canvas.getByText(`JPEG, PNG or WebP, up to 10 MB each. You must upload at least ${PHOTO_MIN_COUNT} photos.`)).toBeVisible();
  },
};

/** Files dragged over the zone: it lights up and says to let go. */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText('Drag photos here, or').parentElement!;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['photo'], 'beach.jpg', { type: 'image/jpeg' }));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await within(canvasElement).findByText('Drop the photos to add them')).toBeVisible();
  },
};

/** Enough photos: the count says so; each can be moved, made the main photo or deleted. */
export const Complete: Story = { args: { gallery: galleryOf(4), arrange: fn(async (ids: number[]) => galleryInOrder(ids)) } };

/** One photo on its way (40 %), one waiting its turn. */
export const Uploading: Story = {
  args: {
    media: frozenMedia(galleryOf(1), [
      pendingPhoto('beach', { status: 'uploading', progress: 0.4 }),
      pendingPhoto('garden'),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The upload failed; the file is kept and can be sent again. */
export const FailedWithRetry: Story = {
  args: {
    media: frozenMedia(galleryOf(2), [
      pendingPhoto('terrace', { status: 'failed', error: new ApiError(503, { message: 'Service unavailable' }) }),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload again: terrace.jpg' }));
    await expect(args.media?.retry).toHaveBeenCalled();
  },
};

/**
 * A text file named x.png (the browser's type says image/png): refused by its first bytes with the
 * reason, before the crop dialog; nothing is sent and the next choice is free.
 */
export const RefusedFile: Story = {
  args: { upload: fn(async () => galleryOf(1)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choose photos');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['not a photo'], 'x.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('x.png: This file is not a JPEG, PNG or WebP image');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** Next with fewer than the minimum: 'You must upload at least 3 photos'. */
export const TooFewPhotos: Story = {
  args: { gallery: galleryOf(PHOTO_MIN_COUNT - 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText(`You must upload at least ${PHOTO_MIN_COUNT} photos`)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new profile: chosen photos wait until step 1 has created it. */
export const WaitingForProfile: Story = {
  args: { media: frozenMedia(galleryOf(0), [pendingPhoto('window', { main: true })], false) },
};
