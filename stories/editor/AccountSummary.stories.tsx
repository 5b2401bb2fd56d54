import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSummary, StatusSwitch } from '@portal/components/editor';
import { imageRef } from '../fixtures/images';
import { phone } from './fixtures';

/**
 * The top of the model's and the business's dashboards: main photo, state, package with its end
 * date and the one action on it, questionnaire completeness, the week's views. "Verified" once.
 */
const meta = {
  title: 'Editor/AccountSummary',
  component: AccountSummary,
  args: {
    name: 'Mirela',
    photo: imageRef(7).image,
    stateLabel: 'Active',
    stateTone: 'active',
    verified: true,
    pack: { type: 'VIP', validUntil: '2027-01-12T00:00:00Z' },
    packageHref: '/profile/payments',
    completeness: { done: 8, total: 10 },
    viewsWeek: 1284,
  },
  decorators: [(Story) => <div style={{ maxWidth: '56rem' }}><Story /></div>],
} satisfies Meta<typeof AccountSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published VIP: the package with its end date and "Extend VIP". */
export const ActiveVip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Extend VIP' })).toHaveAttribute('href', '/profile/payments');
    await expect(canvas.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '80');
    await expect(canvas.getAllByText('Verified profile')).toHaveLength(1);
  },
};

/** No package yet: the action buys one. */
export const NoPackage: Story = {
  args: { pack: { type: null, validUntil: null }, verified: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Buy TOP or VIP' })).toBeVisible();
  },
};

/** A draft without a photo: the initial stands in, the bar is short. */
export const DraftWithoutPhoto: Story = {
  args: { photo: null, stateLabel: 'Draft', stateTone: 'draft', verified: false, pack: { type: null, validUntil: null }, completeness: { done: 2, total: 10 }, viewsWeek: 0 },
};

export const OnModeration: Story = { args: { stateLabel: 'On moderation', stateTone: 'moderating', verified: false } };

export const Deactivated: Story = { args: { stateLabel: 'Deactivated', stateTone: 'inactive', pack: { type: 'TOP', validUntil: '2026-12-20T00:00:00Z' } } };

/** While the package is being read. */
export const PackageLoading: Story = { args: { pack: undefined } };

/** A business: the page's heading names it, so the card does not; no views figure. */
export const Business: Story = {
  args: { name: 'Aurora Lounge Agency', nameInHeading: true, verified: false, stateLabel: 'Published', viewsWeek: null, completeness: { done: 7, total: 7 } },
};

/** The owner's controls under the figures. */
export const WithControls: Story = {
  args: { children: <StatusSwitch active onChange={() => undefined} /> },
};

/** Long name and figures on a 390 px phone: nothing widens the screen. */
export const Phone: Story = {
  ...phone,
  args: { name: 'Anastasia-Konstantina Papadopoulou', pack: { type: 'TOP', validUntil: '2027-03-01T00:00:00Z' } },
};
