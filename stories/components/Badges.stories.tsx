import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BADGES } from '../../schemas/constants';
import { Badges } from '@portal/components/Badges';

const meta = {
  title: 'Listing/Badges',
  component: Badges,
  args: { badges: [...BADGES] },
} satisfies Meta<typeof Badges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every badge at once: TOP, VIP, NEW, IND (independent) and verified. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(BADGES.length);
  },
};
export const Top: Story = { args: { badges: ['TOP'] } };
export const Vip: Story = { args: { badges: ['VIP'] } };
export const New: Story = { args: { badges: ['NEW'] } };
export const Independent: Story = { args: { badges: ['IND'] } };
export const Verified: Story = { args: { badges: ['verified'] } };
