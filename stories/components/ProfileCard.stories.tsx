import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noStatuses, profileSummary } from '../fixtures';
import { ProfileCard } from '@portal/components/ProfileCard';

const base = profileSummary(4, { statuses: noStatuses });

const meta = {
  title: 'Listing/ProfileCard',
  component: ProfileCard,
  args: { profile: base, href: '/escort/daria-4', loading: 'eager' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const withStatuses = (flags: Partial<typeof noStatuses>): Story => ({
  args: { profile: { ...base, statuses: { ...noStatuses, ...flags } } },
});

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: base.name })).toHaveAttribute('href', '/escort/daria-4');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Top: Story = {
  ...withStatuses({ is_top: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};
export const Vip: Story = withStatuses({ is_vip: true });
export const Verified: Story = withStatuses({ is_verified: true });
export const New: Story = withStatuses({ is_new: true });
export const Independent: Story = withStatuses({ is_independent: true });
/** Every status: one tier marker (VIP over TOP) and the sponsored pill; verified is the icon after the name. */
export const EveryBadge: Story = {
  ...withStatuses({ is_top: true, is_vip: true, is_new: true, is_independent: true, is_verified: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['VIP']);
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};
/** In a paid zone (or a listing under one): no pill; the tier and NEW at most, "Sponsored" for screen readers. */
export const VipInZone: Story = {
  args: { profile: { ...base, statuses: { ...noStatuses, is_vip: true, is_new: true, is_verified: true } }, disclosure: 'zone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sponsored' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Sponsored: this profile paid for a VIP placement')).toBeInTheDocument();
  },
};
export const TopInZone: Story = { args: { profile: { ...base, statuses: { ...noStatuses, is_top: true, is_independent: true } }, disclosure: 'zone' } };
/** A member's favourite: the filled heart on the photo takes it off the list. */
export const Favourite: Story = {
  args: { favorite: { active: true, onToggle: () => undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  },
};
export const NotFavourite: Story = { args: { favorite: { active: false, onToggle: () => undefined } } };
export const NoPhotoNoPrice: Story = { args: { profile: { ...base, main_image: null, price_from: null } } };
export const LongNameInRoubles: Story = {
  args: { profile: { ...base, name: 'Anastasia-Valentina Konstantinopoulou', price_from: { amount: 12500, currency: 'RUB' } } },
};
/** User text is always text: markup in a name shows as characters. */
export const MarkupInName: Story = {
  args: { profile: { ...base, name: '<script>alert(1)</script>' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '<script>alert(1)</script>' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
/** A host restyles parts through typed slot class names. */
export const RestyledSlots: Story = {
  args: { classNames: { root: 'story-outline', price: 'story-price' } },
  decorators: [(Story) => (
    <>
      <style>{'.story-outline{outline:2px dashed var(--color-badge-vip)} .story-price{color:var(--color-badge-new)}'}</style>
      <Story />
    </>
  )],
};
