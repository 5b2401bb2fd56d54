import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoveCoinsPackages } from '../../ui/components/payments';
import { statuses } from './fixtures';

const meta = {
  title: 'Payments/LoveCoinsPackages',
  component: LoveCoinsPackages,
  args: { status: statuses.idle, onBuy: fn(), onRetry: fn() },
} satisfies Meta<typeof LoveCoinsPackages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three §9 packages with coins and price. */
export const Packages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.getByRole('button', { name: 'Buy advantageous start' }).click();
    await expect(args.onBuy).toHaveBeenCalledWith('starter');
  },
};

/** The package that covers a missing amount is pointed out. */
export const Recommended: Story = { args: { recommended: 'most_in_demand' } };

/** A purchase is pending: every buy button is disabled. */
export const Pending: Story = {
  args: { status: statuses.pendingCoins },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const CoinsAdded: Story = { args: { status: statuses.coinsAdded } };

/** §8: online payment unavailable; nothing was charged, specialists get in touch. */
export const PaymentUnavailable: Story = {
  args: { status: statuses.unavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has been charged.')).toBeVisible();
  },
};

/** No answer: "Try again" re-sends the same request id, so it cannot charge twice. */
export const Offline: Story = { args: { status: statuses.offline } };
