import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '../../mocks/browser';
import { NetworkError } from '../../sdk/client';
import { usePurchases } from '@portal/components/features/payments';
import { PurchasesHistory } from '@portal/components/payments';
import { purchases } from './fixtures';

const meta = {
  title: 'Payments/PurchasesHistory',
  component: PurchasesHistory,
  args: { purchases, hrefFor: (p) => `/business/payments/${p.id}`, showTarget: true, now: Date.parse('2026-03-10T12:00:00Z') },
} satisfies Meta<typeof PurchasesHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(purchases.length + 1);
    // A payment left at the provider past its time reads as expired, and credited nothing.
    await expect(within(canvasElement).getByRole('cell', { name: 'Expired' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('cell', { name: 'Not credited' })).toHaveLength(1);
    // A switch replaced the VIP on March 5; a business's history says for whom.
    await expect(within(canvasElement).getByRole('cell', { name: /^Replaced/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('cell', { name: 'Vesslinor' })).toBeVisible();
  },
};

export const Empty: Story = { args: { purchases: [] } };
export const Loading: Story = { args: { purchases: undefined, loading: true } };
export const Failed: Story = { args: { purchases: undefined, error: new NetworkError(), onRetry: () => {} } };

function Live() {
  const { purchases: list, isLoading, error, refetch } = usePurchases({ profile_id: DEMO_ACCOUNTS.model.profileId });
  return <PurchasesHistory purchases={list} loading={isLoading} error={error} onRetry={() => void refetch()} />;
}

/** The demo model's history from the mock API. */
export const FromTheApi: Story = {
  globals: { role: 'INDIVIDUAL' },
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', {}, { timeout: 8000 })).toBeVisible();
  },
};
