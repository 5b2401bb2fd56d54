import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessCard } from '@portal/components/BusinessCard';
import { businessSummary } from '../fixtures';

const meta = {
  title: 'Listing/BusinessCard',
  component: BusinessCard,
  args: { business: businessSummary(4, { type: 'agencies', is_top: false, is_vip: false }), href: '/agencies/velvet-4', loading: 'eager' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof BusinessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agency: Story = {};
export const VipStripClub: Story = { args: { business: businessSummary(1, { type: 'strip_club', is_vip: true }) } };
export const TopMassageSalon: Story = { args: { business: businessSummary(2, { type: 'massage_salons', is_top: true }) } };
export const StudioWithoutPictureOrRating: Story = {
  args: { business: businessSummary(3, { type: 'studio_sex', main_image: null, avg_rating: null, is_top: false, is_vip: false }) },
};
/** In the "top search blocks" zone: the VIP marker only; "Sponsored" for screen readers, the zone shows it. */
export const VipInZone: Story = { args: { business: businessSummary(1, { type: 'strip_club', is_vip: true }), disclosure: 'zone' } };
/** A long name and city on a narrow card: one line each, the rating never wraps. */
export const NarrowLongNames: Story = {
  args: { business: businessSummary(5, { type: 'massage_salons', name: 'Velvet Orchid Wellness and Massage House', profiles_count: 12 }) },
  decorators: [(Story) => <div style={{ maxWidth: 160 }}><Story /></div>],
};
