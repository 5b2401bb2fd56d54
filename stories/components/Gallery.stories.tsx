import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery } from '@portal/components/Gallery';
import { profile } from '../fixtures';

const meta = {
  title: 'Profile/Gallery',
  component: Gallery,
  args: { images: profile.images, name: profile.name },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {};

/** Arrow keys move while focus is inside; the position is announced politely. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [previous] = canvas.getAllByRole('button');
    previous!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const visible = canvas.getAllByRole('group').find((g) => !g.hidden);
    await expect(visible).toHaveAttribute('aria-label', expect.stringContaining('3'));
  },
};
export const SinglePhoto: Story = { args: { images: { main_slide: profile.images.main_slide, other_sliders: [] } } };
export const NoPhotos: Story = { args: { images: { main_slide: null, other_sliders: [] } } };

/** A phone: the frame edge to edge at 4:5 (the host undoes its padding), arrows and counter, no thumbnails. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [(Story) => <div style={{ width: 390 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getAllByRole('group')[0]!.parentElement!.parentElement!;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round(height)).toBe(Math.round((width * 5) / 4));
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeVisible();
  },
};
