import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Purchase } from '../../schemas';
import { PaymentReturnNotice } from '@portal/components/payments';
import { coinsAnswer } from './fixtures';

const purchase = (status: Purchase['status']): Purchase => ({ ...coinsAnswer('starter').data.purchase, status });

const meta = {
  title: 'Payments/PaymentReturnNotice',
  component: PaymentReturnNotice,
  args: { purchase: purchase('paid') },
} satisfies Meta<typeof PaymentReturnNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider, paid: the coins are on the balance. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payment received: 100 LoveCoins added to your balance.');
  },
};
export const Pending: Story = { args: { purchase: purchase('pending') } };
/** The card was refused: nothing charged. */
export const Failed: Story = {
  args: { purchase: purchase('failed') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The payment failed. Nothing has been charged.');
  },
};
export const Cancelled: Story = { args: { purchase: purchase('cancelled') } };
/** Left at the provider past PENDING_PAYMENT_EXPIRY_MINUTES: nothing charged, a new purchase starts over. */
export const Expired: Story = {
  args: { purchase: purchase('expired') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The time for this payment ran out. Nothing has been charged: start a new purchase.');
  },
};
