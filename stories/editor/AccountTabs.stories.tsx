import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACCOUNT_TABS, AccountTabs } from '@portal/components/editor';
import { phone } from './fixtures';

const meta = {
  title: 'Editor/AccountTabs',
  component: AccountTabs,
  args: { items: ACCOUNT_TABS.map((tab) => ({ tab, href: `/profile/${tab}` })), current: 'profile' },
} satisfies Meta<typeof AccountTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const Statistics: Story = { args: { current: 'statistics' } };
export const Business: Story = {
  args: {
    items: (['profile', 'purchases', 'messages', 'settings'] as const).map((tab) => ({ tab, href: `/business/${tab}` })),
    current: 'settings',
  },
};
export const Phone: Story = { ...phone };

/** The member's area: favourites, notifications, reviews and settings, the same bar with its own labels. */
export const Member: Story = {
  render: () => (
    <AccountTabs
      items={[
        { tab: 'favorites', href: '/client/favorites', label: 'Favourites' },
        { tab: 'notifications', href: '/client/notification', label: 'Notifications' },
        { tab: 'reviews', href: '/client/review', label: 'My reviews' },
        { tab: 'settings', href: '/client/settings', label: 'Settings' },
      ]}
      current="notifications"
    />
  ),
  // A bar of tabs, not a list: no bullets, and each tab after the one before it on one row.
  play: async ({ canvasElement }) => {
    const items = [...within(canvasElement).getByRole('navigation').querySelectorAll('li')];
    await expect(items).toHaveLength(4);
    for (const item of items) await expect(getComputedStyle(item).listStyleType).toBe('none');
    const boxes = items.map((item) => item.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      await expect(Math.round(box.top)).toBe(Math.round(boxes[0]!.top));
      if (i > 0) await expect(box.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
    }
  },
};

/** On a phone the last tab (settings) is scrolled into the bar, not the page. */
export const PhoneSettings: Story = { ...phone, args: { current: 'settings' } };
