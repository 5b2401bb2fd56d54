import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileCard } from '@portal/components/ProfileCard';
import { ProfileCardSkeleton } from '@portal/components/ProfileCardSkeleton';
import { noStatuses, profileSummary } from '../fixtures';

const meta = {
  title: 'Listing/ProfileCardSkeleton',
  component: ProfileCardSkeleton,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof ProfileCardSkeleton>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

/** Side by side with a card of the same width: the same height, so a loading grid shifts nothing (CLS 0). */
export const BesideACard: StoryObj<typeof meta> = {
  decorators: [() => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 200px)', gap: 12, alignItems: 'start' }}>
      <ProfileCardSkeleton />
      <ProfileCard profile={profileSummary(4, { statuses: { ...noStatuses, is_vip: true, is_verified: true } })} href="/escort/daria-4" loading="eager" />
    </div>
  )],
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-testid="profile-card-skeleton"]') as HTMLElement;
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(Math.round(skeleton.getBoundingClientRect().height)).toBe(Math.round(card.getBoundingClientRect().height));
  },
};
