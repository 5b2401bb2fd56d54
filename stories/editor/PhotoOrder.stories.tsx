import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { galleryImages, moveItem } from '@portal/components/features/editor';
import { PhotoOrder } from '@portal/components/editor';
import type { PhotoOrderProps } from '@portal/components/editor';
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
  args: { images: photos, onMove: fn(), onDelete: fn(), onCrop: fn() },
  render: (args) => <Arranged {...args} />,
} satisfies Meta<typeof PhotoOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const tileIds = (canvas: HTMLElement) =>
  within(canvas).getAllByRole('listitem').map((li) => Number(li.getAttribute('data-photo-id')));

/** Opens a photo's menu and picks an item (the menu opens in a portal, outside the canvas). */
async function pick(canvas: HTMLElement, label: string, item: string) {
  await userEvent.click(within(canvas).getByRole('button', { name: `Photo actions: ${label}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/**
 * Four photos: the first is the main photo; each can be dragged by its handle, or its menu (the
 * ⋯ button) makes it the main photo, crops it, moves it earlier or later, or deletes it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Photo 3 of 4', 'Make main photo');
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

/** A photo's menu, open: the main photo cannot move earlier and is already the main photo. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Photo actions: Main photo' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Move earlier' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).queryByRole('menuitem', { name: 'Make main photo' })).toBeNull();
  },
};

/** Delete asks first, with the photo shown: "Keep photo" or "Delete photo". */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Photo 2 of 4', 'Delete photo');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await expect(within(dialog).getByRole('img', { name: 'Photo 2 of 4' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Crop from the menu: the host opens its crop dialog on that photo. */
export const CropFromMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Photo 2 of 4', 'Crop');
    await expect(args.onCrop).toHaveBeenCalledWith(photos[1]);
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

/** A host without the arrange call: the photos are shown, and can only be cropped or deleted. */
export const ReadOnlyOrder: Story = {
  args: { onMove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Drag to reorder/ })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Photo actions: Main photo' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Move earlier' })).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Delete photo' })).toBeVisible();
  },
};

/** A photo being deleted. */
export const Deleting: Story = { args: { busyImage: photos[1]!.image_id } };
