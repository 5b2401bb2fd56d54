import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNTS, clearScenarios, resetStore, setMockScenarios } from '../../mocks/browser';
import { WalletDemo } from './WalletDemo';

/** The payments page composed from the hooks and components, live on the mock API (MSW). */
const business = DEMO_ACCOUNTS.business;
/** The balance figure (the maximum package also reads "1200 LoveCoins"). */
const balanceOf = async (canvasElement: HTMLElement, text: string) => {
  const label = await within(canvasElement).findByText('My balance', {}, { timeout: 8000 });
  await waitFor(() => expect(label.parentElement).toHaveTextContent(text), { timeout: 8000 });
};
const meta = {
  title: 'Payments/Composed payments page',
  component: WalletDemo,
  globals: { role: 'BUSSINESS' },
  args: { target: { business_id: business.businessId }, audience: 'business', name: 'Aurora Lounge Agency' },
  // Every story starts from the seeded store: purchases of one story never leak into the next.
  beforeEach: () => {
    resetStore();
    return () => clearScenarios();
  },
} satisfies Meta<typeof WalletDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm the purchase and continue: the purchase waits (pending) for the provider; nothing is added yet. */
const confirmIn = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
  await userEvent.click(within(dialog).getByRole('button', { name }));
};

/** The demo business: 1,200 LoveCoins, TOP. The starter package is confirmed, then paid on the provider's page. */
export const BuyCoins: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await balanceOf(canvasElement, '1200 LoveCoins');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy advantageous start' }));
    await confirmIn('Continue to payment');
    await expect(await canvas.findByText('Taking you to the payment page…', {}, { timeout: 8000 })).toBeVisible();
    await balanceOf(canvasElement, '1200 LoveCoins');
  },
};

/** The mock's payment-unavailable scenario: the §8 text, nothing charged. */
export const PaymentUnavailable: Story = {
  beforeEach: () => {
    setMockScenarios('payment-unavailable');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await balanceOf(canvasElement, '1200 LoveCoins');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy maximum' }));
    await confirmIn('Continue to payment');
    // §8's text addressed to the advertiser ("Specialists will contact you").
    await expect(await canvas.findByText(/Specialists will contact you/, {}, { timeout: 8000 })).toBeVisible();
    await balanceOf(canvasElement, '1200 LoveCoins');
  },
};

/** A model (500 LoveCoins) without a package. */
export const Model: Story = {
  globals: { role: 'INDIVIDUAL' },
  args: { target: { profile_id: DEMO_ACCOUNTS.model.profileId }, audience: 'individual', name: 'Mirela' },
  // The page as the model sees it once its data has come: her balance and her purchase history.
  play: async ({ canvasElement }) => {
    await balanceOf(canvasElement, '500 LoveCoins');
    await within(canvasElement).findByRole('table', {}, { timeout: 10_000 });
  },
};

/** The model buys TOP: the confirmation shows price and balances; once confirmed the balance drops by the price. */
export const ModelBuysTop: Story = {
  ...Model,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await balanceOf(canvasElement, '500 LoveCoins');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy TOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await expect(dialog).toHaveTextContent('Balance after350 LoveCoins');
    await confirmIn('Confirm purchase');
    await balanceOf(canvasElement, '350 LoveCoins');
  },
};
