import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '../../mocks/browser';
import { useBalance } from '@portal/components/features/payments';
import { BalanceBadge } from '@portal/components/payments';

const meta = {
  title: 'Payments/BalanceBadge',
  component: BalanceBadge,
  args: { balance: 1200 },
} satisfies Meta<typeof BalanceBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the header: a compact pill, the words "My balance" for screen readers. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('My balance: 1200 LoveCoins');
  },
};

/** A link to the payments page. */
export const HeaderLink: Story = { args: { href: '/business/payments', balance: 12_500 } };

/** In the account area. */
export const Account: Story = { args: { variant: 'account' } };

export const Loading: Story = { args: { balance: undefined, loading: true } };

function Live() {
  const { balance, isLoading } = useBalance({ business_id: DEMO_ACCOUNTS.business.businessId });
  return <BalanceBadge balance={balance} loading={isLoading} variant="account" href="/business/payments" />;
}

/** The demo business's balance from the mock API (useBalance), as the header gets it. */
export const FromTheApi: Story = {
  globals: { role: 'BUSSINESS' },
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1200 LoveCoins', {}, { timeout: 8000 })).toBeVisible();
  },
};
