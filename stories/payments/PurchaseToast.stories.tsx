import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivePackageBanner, PurchaseToast } from '@portal/components/payments';

/** A package purchase's confirmation, fixed at the top of the screen, with the page's banner under it. */
const meta = {
  title: 'Payments/PurchaseToast',
  component: PurchaseToast,
  args: { children: 'VIP is active until 12 Jan 2027.', onClose: fn(), duration: 0 },
} satisfies Meta<typeof PurchaseToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stays until closed (duration 0); Close tells the page. */
export const Activated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('status')).toHaveTextContent('VIP is active until 12 Jan 2027.');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Switched: Story = { args: { children: 'Your package has been changed from TOP to VIP.' } };

/** Leaves by itself after 10 s unless hovered or focused. */
export const Timed: Story = { args: { duration: 10_000 } };

/** The payments page's top: what is held and until when (stays after the toast). */
export const Banner: StoryObj<typeof ActivePackageBanner> = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <ActivePackageBanner type="VIP" validUntil="2027-01-12T00:00:00Z" />
      <ActivePackageBanner type="TOP" validUntil="2026-12-20T00:00:00Z" forWhom="Kossine" />
    </div>
  ),
};
