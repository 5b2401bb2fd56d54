import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS, resetStore } from '../../mocks/browser';
import { useBusinessDashboard } from '@portal/components/features/business';
import { BusinessDashboard } from '@portal/components/business';
import { businessAreaLinks } from '../../ui/site/page-kit/business-area/area-links';
import { phone } from '../editor/fixtures';
import { dashboardProfiles } from './fixtures';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const links = businessAreaLinks('en');

const meta = {
  title: 'Business/BusinessDashboard',
  component: BusinessDashboard,
  args: {
    business: { name: 'Velvet House', free_advertising_until: null },
    profiles: dashboardProfiles,
    editHref: (p) => links.editModel(p.id),
    viewHref: (p) => links.viewModel(p.id),
    promoteHref: (p) => links.promoteModel(p.id),
    addModelHref: links.addModel,
    addIncognitoHref: links.addIncognito,
    onChangeStatus: fn(async () => {}),
    now: NOW,
  },
} satisfies Meta<typeof BusinessDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §4: active, on moderation, deactivated (drafts plus switched off); VIP first, then TOP, in each. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const active = within(canvasElement).getByRole('region', { name: /^Active/ });
    const names = within(active).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    await expect(names).toEqual(['Chloé', 'Bianca', 'Alina', 'Jana']);
  },
};

/** A new business: three months of free advertising. */
export const FreeAdvertising: Story = {
  args: { business: { name: 'Velvet House', free_advertising_until: '2026-05-20T00:00:00+00:00' } },
};

/** No models yet: the groups say so; adding one is the way on. */
export const NoModels: Story = { args: { profiles: [] } };

/** Per model: its page, the editor, and TOP/VIP on the payments page with the model preselected. */
export const ModelActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buy TOP or VIP Chloé' })).toHaveAttribute('href', links.promoteModel(dashboardProfiles.find((p) => p.name === 'Chloé')!.id));
    await expect(canvas.getByRole('link', { name: 'View Chloé' })).toBeVisible();
  },
};

/** Deactivating asks first. */
export const DeactivateAsks: Story = {
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getByRole('region', { name: /^Active/ })).getAllByRole('switch')[0]!;
    await userEvent.click(first);
    await expect(await screen.findByRole('alertdialog', { name: 'Deactivate this profile?' })).toBeVisible();
  },
};

export const Phone: Story = { ...phone };

function Live() {
  const dashboard = useBusinessDashboard(DEMO_ACCOUNTS.business.businessId);
  if (!dashboard.business || !dashboard.profiles) return <p>…</p>;
  return (
    <BusinessDashboard
      business={dashboard.business} profiles={dashboard.profiles} editHref={(p) => links.editModel(p.id)}
      viewHref={(p) => links.viewModel(p.id)} promoteHref={(p) => links.promoteModel(p.id)}
      addModelHref={links.addModel} addIncognitoHref={links.addIncognito}
      onChangeStatus={dashboard.changeStatus}
    />
  );
}

/** The demo business on the mock API (useBusinessDashboard): 4 active, 2 on moderation, 4 deactivated. */
export const FromTheApi: Story = {
  globals: { role: 'BUSSINESS' },
  beforeEach: () => {
    resetStore();
  },
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /^On moderation/ }, { timeout: 8000 });
    await expect(region).toHaveTextContent('2 models');
  },
};
