import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BusinessSummary } from '../../schemas/entities/business';
import type { ProfileSummary } from '../../schemas/entities/profile';
import { BusinessCard } from '@portal/components/BusinessCard';
import { CardGrid } from '@portal/components/CardGrid';
import { ProfileCard } from '@portal/components/ProfileCard';
import { businessSummary, profileSummaries } from '../fixtures';

const renderProfile = (p: ProfileSummary, hints: { loading: 'lazy' | 'eager'; fetchPriority: 'high' | 'auto' }) => (
  <ProfileCard profile={p} href={`/escort/${p.slug}`} loading={hints.loading} fetchPriority={hints.fetchPriority} />
);

const meta = {
  title: 'Listing/CardGrid',
  component: CardGrid<ProfileSummary>,
  args: { items: profileSummaries(40), renderItem: renderProfile, label: 'Profiles' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof CardGrid<ProfileSummary>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full page: 40 profiles. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(40);
  },
};
/** First load: 40 skeletons and one "loading" announcement. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
/** The next page is loading: the previous cards stay, dimmed. */
export const Updating: Story = { args: { items: profileSummaries(8), busy: true } };

const renderBusiness = (b: BusinessSummary, hints: { loading: 'lazy' | 'eager'; fetchPriority: 'high' | 'auto' }) => (
  <BusinessCard business={b} href={`/agencies/${b.slug}`} loading={hints.loading} fetchPriority={hints.fetchPriority} />
);

/** The same grid with business cards. */
export const Businesses: StoryObj<typeof CardGrid<BusinessSummary>> = {
  args: { items: [1, 2, 3, 4, 5, 6].map((id) => businessSummary(id)), renderItem: renderBusiness, label: 'Agencies' },
};
