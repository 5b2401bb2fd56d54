import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { CropDialog } from '@portal/components/editor';
import { demoFile } from './media';

const meta = {
  title: 'Editor/CropDialog',
  component: CropDialog,
  args: { file: demoFile('crop'), onApply: fn(), onCancel: fn() },
  // An open dialog is modal: on the docs page each story gets its own frame, not the whole page.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof CropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drag to frame, zoom with the labelled slider, rotate by quarter turns. */
export const Portrait: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crop photo' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  },
};

export const Square: Story = { args: { aspect: 1 } };
