import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LoveCoinsPackages } from '@portal/components/payments';
import { statuses } from './fixtures';

const meta = {
  title: 'Payments/LoveCoinsPackages',
  component: LoveCoinsPackages,
  args: { status: statuses.idle, balance: 500, forWhom: 'Mirela', onBuy: fn(), onRetry: fn() },
} satisfies Meta<typeof LoveCoinsPackages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three §9 packages with coins and price; buying one is confirmed (price, balance before and after) first. */
export const Packages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy advantageous start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Price€10');
    await expect(dialog).toHaveTextContent('Balance before500 LoveCoins');
    await expect(dialog).toHaveTextContent('Balance after600 LoveCoins');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
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
