import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PackagePicker } from '../../ui/components/payments';
import { statuses } from './fixtures';

const meta = {
  title: 'Payments/PackagePicker',
  component: PackagePicker,
  args: { audience: 'individual', current: null, status: statuses.idle, onBuy: fn(), onRetry: fn(), buyCoinsHref: '/profile/payments#coins' },
} satisfies Meta<typeof PackagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model without a package: §6 individual benefits, prices in LoveCoins, the §9 offers. */
export const Individual: Story = {};

/** A business holding TOP: the business benefits, VIP offered as a switch. */
export const BusinessWithTop: Story = {
  args: { audience: 'business', current: 'TOP', validUntil: '2026-04-01T00:00:00+00:00' },
};

/** TOP → VIP asks first (AlertDialog); nothing is bought until confirmed. */
export const SwitchAsks: Story = {
  args: BusinessWithTop.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch to VIP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change your package?' });
    await expect(dialog).toHaveTextContent('Your package will change from TOP to VIP. Continue?');
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Not enough LoveCoins: nothing charged, the way to buy coins. */
export const Insufficient: Story = {
  args: { audience: 'business', status: statuses.insufficient },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You need 700 LoveCoins more.');
    await expect(within(alert).getByRole('link', { name: 'Buy LoveCoins' })).toBeVisible();
  },
};

export const Pending: Story = { args: { audience: 'business', current: 'TOP', status: statuses.pendingVip } };

/** A package bought: until when it is active. */
export const Activated: Story = { args: { audience: 'business', current: 'VIP', status: statuses.vipActive } };
