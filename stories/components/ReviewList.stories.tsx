import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RatingStars } from '@portal/components/RatingStars';
import { ReviewList } from '@portal/components/ReviewList';
import { roleOf } from '../../.storybook/session';
import { reviews, scriptReview } from '../fixtures';

const meta = {
  title: 'Profile/ReviewList',
  component: ReviewList,
  args: { reviews, avgRating: 4.5, viewerRole: null, loginHref: '/login', onWrite: fn(), onReply: fn() },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Guests read reviews and are told that writing needs an account. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /./ })).toHaveAttribute('href', '/login');
  },
};
/** A registered client (MEMBER) may write a review. */
export const Member: Story = { args: { viewerRole: 'MEMBER' } };
/** The profile's owner may reply to reviews that have no reply yet. */
export const OwnerModel: Story = { args: { viewerRole: 'INDIVIDUAL', isOwner: true } };
export const OwnerBusiness: Story = { args: { viewerRole: 'BUSSINESS', isOwner: true } };
/** Another model or business sees the reviews only. */
export const OtherAdvertiser: Story = { args: { viewerRole: 'INDIVIDUAL' } };
/** The role from the toolbar (guest, MEMBER, INDIVIDUAL, BUSSINESS). */
export const ToolbarRole: Story = {
  render: (args, { globals }) => <ReviewList {...args} viewerRole={roleOf(globals.role)} isOwner={roleOf(globals.role) === 'INDIVIDUAL'} />,
};
export const Empty: Story = { args: { reviews: [], avgRating: null, viewerRole: 'MEMBER' } };
/** Markup typed by users shows as text. */
export const MarkupInReview: Story = {
  args: { reviews: [scriptReview], avgRating: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<script>alert("x")</script><b>bold?</b>')).toBeVisible();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
  },
};

const subjectHref = (review: (typeof reviews)[number]) =>
  (review.subject.type === 'profile' ? `/escort/${review.subject.slug}` : `/agencies/${review.subject.slug}`);
const ofBusiness = { ...reviews[1]!, id: 31, subject: { type: 'business' as const, id: 4, name: 'Velvet Orchid Agency', slug: 'velvet-orchid-4', category: 'agencies' as const } };

/** The reviews page and "My reviews": each review names its profile or business, as a link to its page. */
export const WithSubjects: Story = {
  args: { reviews: [reviews[0]!, ofBusiness], avgRating: null, viewerRole: 'MEMBER', subjectHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chloé' })).toHaveAttribute('href', '/escort/chloe-3');
    await expect(canvas.getByRole('link', { name: 'Velvet Orchid Agency' })).toHaveAttribute('href', '/agencies/velvet-orchid-4');
  },
};
/** The same in Russian: "Анкета:" and "Заведение:". */
export const WithSubjectsRussian: Story = {
  ...WithSubjects,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Анкета:/)).toBeVisible();
    await expect(canvas.getByText(/^Заведение:/)).toBeVisible();
  },
};

export const Stars: StoryObj<typeof RatingStars> = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2.5, 3.7, 5].map((value) => <RatingStars key={value} value={value} showValue />)}
      <RatingStars value={4.5} size="large" />
    </div>
  ),
};
