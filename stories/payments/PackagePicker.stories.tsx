import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PackagePicker } from '../../ui/components/payments';
import { heldPackage, statuses } from './fixtures';

/** The business holds TOP (400 for 30 days) with 15 days left. */
const topHeld = heldPackage('business', 'TOP', 15);

const meta = {
  title: 'Payments/PackagePicker',
  component: PackagePicker,
  args: {
    audience: 'individual', held: heldPackage('individual', null), balance: 1200, forWhom: 'Mirela', status: statuses.idle,
    onBuy: fn(), onRetry: fn(), buyCoinsHref: '/profile/payments#coins',
  },
} satisfies Meta<typeof PackagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model without a package: §6 individual benefits, prices in LoveCoins, the §9 offers. */
export const Individual: Story = {};

/** A business holding TOP: the business benefits, VIP offered as a switch. */
export const BusinessWithTop: Story = {
  args: { audience: 'business', held: topHeld, forWhom: 'Aurora Lounge Agency' },
};

/**
 * TOP → VIP is confirmed first with the switch rule: 15 unused days of TOP (400 for 30 days) are
 * credited pro rata (200), so VIP (800) costs 600; nothing is bought until confirmed.
 */
export const SwitchAsks: Story = {
  args: BusinessWithTop.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch to VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Credit for unused days−200 LoveCoins');
    await expect(dialog).toHaveTextContent('You pay600 LoveCoins');
    await expect(dialog).toHaveTextContent('Its 15 unused days are credited pro rata');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await expect(args.onBuy).toHaveBeenCalledWith('VIP');
  },
};

/** Cancel closes the confirmation and buys nothing. */
export const CancelBuysNothing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy TOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Not enough LoveCoins: nothing charged, the way to buy coins. */
export const Insufficient: Story = {
  args: { audience: 'business', balance: 100, status: statuses.insufficient },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You need 700 LoveCoins more.');
    await expect(within(alert).getByRole('link', { name: 'Buy LoveCoins' })).toBeVisible();
  },
};

export const Pending: Story = { args: { audience: 'business', held: topHeld, status: statuses.pendingVip } };

/** A package bought: until when it is active. */
export const Activated: Story = {
  args: { audience: 'business', held: heldPackage('business', 'VIP', 30), status: statuses.vipActive },
};
