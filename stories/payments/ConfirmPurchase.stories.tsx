import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmPurchase } from '@portal/components/payments';
import { heldPackage } from './fixtures';

const vipForBusiness = heldPackage('business', 'TOP', 15).quotes.find((q) => q.type === 'VIP')!;
const topForModel = heldPackage('individual', null).quotes.find((q) => q.type === 'TOP')!;
const extendTop = heldPackage('individual', 'TOP', 5).quotes.find((q) => q.type === 'TOP')!;
const topFromVip = heldPackage('individual', 'VIP', 29).quotes.find((q) => q.type === 'TOP')!;

const meta = {
  title: 'Payments/ConfirmPurchase',
  component: ConfirmPurchase,
  args: {
    order: { kind: 'package', quote: topForModel, from: null, forWhom: 'Mirela', balance: 500 },
    onConfirm: fn(), onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmPurchase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first TOP for a model: price, balance before and after, the 30 days and their end. */
export const NewPackage: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Balance before500 LoveCoins');
    await expect(dialog).toHaveTextContent('Balance after350 LoveCoins');
    await expect(dialog).toHaveTextContent('Ends onApr 9, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** TOP -> VIP for the business page: the credit of the 15 unused TOP days and the rule in words. */
export const Switch: Story = {
  args: { order: { kind: 'package', quote: vipForBusiness, from: 'TOP', forWhom: 'The business page', balance: 1200 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Credit for unused days−200 LoveCoins');
    await expect(dialog).toHaveTextContent('You pay600 LoveCoins');
    await expect(dialog).toHaveTextContent('Your TOP package ends today; what is left of it (15 days) is credited at the price you paid for it: 200 LoveCoins.');
  },
};

/** VIP -> TOP, the same rule down: 29 unused VIP days are worth 290, TOP costs 150, 140 come back. */
export const SwitchDown: Story = {
  args: { order: { kind: 'package', quote: topFromVip, from: 'VIP', forWhom: 'Mirela', balance: 200 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Credit for unused days−290 LoveCoins');
    await expect(dialog).toHaveTextContent('Back to your balance140 LoveCoins');
    await expect(dialog).toHaveTextContent('Balance after340 LoveCoins');
  },
};

/** The figures changed before the purchase arrived (another tab bought VIP): the new ones, asked again. */
export const FiguresChanged: Story = {
  args: { order: { kind: 'package', quote: topFromVip, from: 'VIP', forWhom: 'Mirela', balance: 200, changed: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('These figures changed since you chose');
  },
};

/** A 60-character name without a space: it wraps, and the figures stay in the dialog. */
export const LongName: Story = {
  args: { order: { kind: 'package', quote: topForModel, from: null, forWhom: 'Wolfeschlegelsteinhausen'.repeat(3).slice(0, 60), balance: 500 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    const { right } = dialog.getBoundingClientRect();
    for (const value of within(dialog).getAllByRole('definition')) await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** Extending TOP: the new days start when the running package ends. */
export const Extension: Story = {
  args: { order: { kind: 'package', quote: extendTop, from: 'TOP', forWhom: 'Mirela', balance: 500 } },
};

/** LoveCoins for money: the price in euros, then the provider's page. Cancel buys nothing. */
export const LoveCoins: Story = {
  args: { order: { kind: 'coins', packageId: 'most_in_demand', forWhom: 'Mirela', balance: 500 } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Price€50');
    await expect(dialog).toHaveTextContent('Balance after1050 LoveCoins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
