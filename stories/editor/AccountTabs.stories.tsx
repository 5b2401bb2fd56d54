import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_TABS, AccountTabs } from '../../ui/components/editor';
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

/** The member's area: favourites, notifications and reviews, the same bar with its own labels. */
export const Member: Story = {
  render: () => (
    <AccountTabs
      items={[
        { tab: 'favorites', href: '/client/favorites', label: 'Favourites' },
        { tab: 'notifications', href: '/client/notification', label: 'Notifications' },
        { tab: 'reviews', href: '/client/review', label: 'My reviews' },
      ]}
      current="notifications"
    />
  ),
};

/** On a phone the last tab (settings) is scrolled into the bar, not the page. */
export const PhoneSettings: Story = { ...phone, args: { current: 'settings' } };
