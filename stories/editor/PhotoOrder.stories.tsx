import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { galleryImages, moveItem } from '../../ui/features/editor';
import { PhotoOrder } from '../../ui/components/editor';
import type { PhotoOrderProps } from '../../ui/components/editor';
import { galleryOf } from './fixtures';

const photos = galleryImages(galleryOf(4));

/** The list with its own order, as the media step keeps it (the save is the `onMove` spy). */
function Arranged(props: PhotoOrderProps) {
  const [images, setImages] = useState(props.images);
  return (
    <PhotoOrder
      {...props} images={images}
      onMove={props.onMove && ((from, to) => {
        setImages((list) => moveItem(list, from, to));
        props.onMove?.(from, to);
      })}
    />
  );
}

const meta = {
  title: 'Editor/Photo order',
  component: PhotoOrder,
  args: { images: photos, onMove: fn(), onDelete: fn() },
  render: (args) => <Arranged {...args} />,
} satisfies Meta<typeof PhotoOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const tileIds = (canvas: HTMLElement) =>
  within(canvas).getAllByRole('listitem').map((li) => Number(li.getAttribute('data-photo-id')));

/** Four photos: the first is the main photo; each can be dragged by its handle or moved with its buttons. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make main photo: Photo 3 of 4' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 0);
    await expect(tileIds(canvasElement)).toEqual([3, 1, 2, 4]);
    await expect(canvas.getByRole('img', { name: 'Main photo' })).toHaveAttribute('src', photos[2]!.image);
  },
};

/** Dragged with the keyboard: space picks the photo up, an arrow moves it, space drops it. */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Drag to reorder: Main photo' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(0, 1));
    await expect(tileIds(canvasElement)).toEqual([2, 1, 3, 4]);
  },
};

/** A move on its way to the server. */
export const Saving: Story = { args: { saving: true } };

/** The save failed: the order stays as the owner left it, with a retry. */
export const SaveFailed: Story = {
  args: { error: 'The server did not answer. Please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Save the order again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A host without the arrange call: the photos are shown, and can only be deleted. */
export const ReadOnlyOrder: Story = {
  args: { onMove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Move earlier/ })).toBeNull();
  },
};

/** A photo being deleted. */
export const Deleting: Story = { args: { busyImage: photos[1]!.image_id } };
