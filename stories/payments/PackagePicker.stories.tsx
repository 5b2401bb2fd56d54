import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PackagePicker } from '@portal/components/payments';
import { heldPackage, statuses } from './fixtures';

/** The business holds TOP (400 for 30 days) with 15 days left. */
const topHeld = heldPackage('business', 'TOP', 15);

const meta = {
  title: 'Payments/PackagePicker',
  component: PackagePicker,
  args: {
    audience: 'individual', held: heldPackage('individual', null), balance: 1200, forWhom: 'Mirela', status: statuses.idle,
    onBuy: fn(), onRetry: fn(), onReset: fn(), buyCoinsHref: '/profile/payments#coins',
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
 * credited at the price paid (200), so VIP (800) costs 600; nothing is bought until confirmed.
 */
export const SwitchAsks: Story = {
  args: BusinessWithTop.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch to VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Credit for unused days−200 LoveCoins');
    await expect(dialog).toHaveTextContent('You pay600 LoveCoins');
    await expect(dialog).toHaveTextContent('what is left of it (15 days) is credited at the price you paid for it');
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ type: 'VIP', choice: 'switch', charge: 600 }));
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

/** Refused as stale (409): the dialog comes back with the server's new figures and asks again. */
export const FiguresChanged: Story = {
  args: { status: statuses.quoteChanged },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('These figures changed since you chose');
    await expect(dialog).toHaveTextContent('Back to your balance140 LoveCoins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ type: 'TOP', choice: 'switch', charge: -140 }));
  },
};

/** A draft: visitors cannot see it, so nothing is offered, and the page says why. */
export const HiddenProfile: Story = {
  args: { hidden: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your profile is a draft, so visitors cannot see it');
    await expect(within(canvasElement).getByRole('button', { name: 'Buy TOP' })).toBeDisabled();
  },
};
