import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BusinessSummary } from '../../schemas/entities/business';
import type { ProfileSummary } from '../../schemas/entities/profile';
import { BusinessCard } from '@portal/components/BusinessCard';
import { PaidZone } from '@portal/components/PaidZone';
import { ProfileCard } from '@portal/components/ProfileCard';
import { businessSummary, noStatuses, profileSummaries } from '../fixtures';

/** Ten paid profiles as the API lists them: VIP first, then TOP. */
const paid: ProfileSummary[] = profileSummaries(10).map((p, i) => ({
  ...p, statuses: { ...noStatuses, is_vip: i < 4, is_top: i >= 4, is_new: i % 3 === 0, is_verified: i % 2 === 0 },
}));
const renderProfile = (p: ProfileSummary, index: number) => (
  <ProfileCard profile={p} href={`/escort/${p.slug}`} disclosure="zone" loading={index < 2 ? 'eager' : 'lazy'} />
);

const meta = {
  title: 'Listing/PaidZone',
  component: PaidZone<ProfileSummary>,
  args: { title: 'Top in Prague', items: paid, renderItem: renderProfile },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PaidZone<ProfileSummary>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Top in Prague": one "Sponsored" disclosure for the strip; every card still announced as sponsored. */
export const TopInCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('region', { name: 'Top in Prague' });
    await expect(within(zone).getAllByRole('article')).toHaveLength(10);
    await expect(within(zone).getAllByRole('button', { name: 'Sponsored' })).toHaveLength(1);
  },
};
/** The disclosure open: who paid and why these are here. */
export const DisclosureOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disclosure = canvas.getByRole('button', { name: 'Sponsored' });
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/These advertisers paid for a TOP or VIP package/)).toBeVisible();
  },
};
/** Without a city filter. */
export const AllCities: Story = { args: { title: 'Top in all cities', items: paid.slice(0, 5) } };
/** On a phone: a sideways strip, the next card peeking. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
/** Nothing paid: no zone at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

const vipBusinesses: BusinessSummary[] = [1, 2, 3].map((n) => businessSummary(n, { type: 'agencies', is_vip: true }));
/** The business "top search blocks": VIP businesses above a business listing. */
export const BusinessTopSearchBlock: StoryObj<Meta<typeof PaidZone<BusinessSummary>>> = {
  args: {
    title: 'Top in all cities',
    items: vipBusinesses,
    renderItem: (b: BusinessSummary) => <BusinessCard business={b} href={`/agencies/${b.slug}`} disclosure="zone" />,
  },
};
