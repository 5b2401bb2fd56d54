import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfilePreview } from '../../ui/site/page-kit/ProfilePreview';
import { profileSummary } from '../fixtures';

/**
 * A profile opened from a list, drawn from the card the visitor clicked while the whole profile
 * loads: the name, badges, age, city, price from and the main photo where the profile
 * page puts them, grey blocks for the rest, and "Loading…" for screen readers.
 */
const meta = {
  title: 'Visitor/ProfilePreview',
  component: ProfilePreview,
  args: { card: profileSummary(1, { price_from: { amount: 150, currency: 'EUR' } }) },
} satisfies Meta<typeof ProfilePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP card: its name as the page's heading, its photo in the gallery, its price, the page busy. */
export const FromACard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.card.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: args.card.name })).toHaveAttribute('src', args.card.main_image!.image);
    await expect(canvas.getByText(/150/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A card without a photo or a price: the gallery says there are no photos, no price line. */
export const NoPhotoNoPrice: Story = {
  args: { card: profileSummary(4, { main_image: null, price_from: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.card.name })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
