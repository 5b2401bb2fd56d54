import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noStatuses, profileSummary } from '../fixtures';
import { ProfileCard } from '../../ui/components/ProfileCard';

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
export const EveryBadge: Story = withStatuses({ is_top: true, is_vip: true, is_new: true, is_independent: true, is_verified: true });
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
