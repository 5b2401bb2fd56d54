import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Notification } from '../../schemas';
import { NotificationList } from '@portal/components/account';

/** The member's notifications (/client/notification): rows with the kind's icon, the date and the unread state. */
const notifications: Notification[] = [
  { id: 1, kind: 'new_model', title: 'New in Prague: Mirela', href: '/escort/mirela', read: false, created_at: '2026-12-06T09:30:00Z' },
  { id: 2, kind: 'review_reply', title: 'Viina replied to your review', href: '/escort/viina', read: false, created_at: '2026-12-04T18:00:00Z' },
  { id: 3, kind: 'system', title: 'Your email address is confirmed', href: null, read: true, created_at: '2026-11-28T12:00:00Z' },
  { id: 4, kind: 'new_model', title: 'New in Brno: Kossine', href: '/escort/kossine', read: true, created_at: '2026-11-20T08:15:00Z' },
];

const meta = {
  title: 'Account/NotificationList',
  component: NotificationList,
  args: { notifications },
  decorators: [(Story) => <div style={{ maxWidth: '46rem' }}><Story /></div>],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread rows first in weight, each said "Unread" to screen readers. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByText(/^Unread/)).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /New in Prague: Mirela/ })).toHaveAttribute('href', '/escort/mirela');
  },
};

export const AllRead: Story = { args: { notifications: notifications.map((n) => ({ ...n, read: true })) } };

/** A long unbroken title stays inside a 390 px screen. */
export const LongTitle: Story = {
  args: { notifications: [{ ...notifications[0]!, title: 'New in Prague: ' + 'Anastasia'.repeat(8) }] },
  parameters: { viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
