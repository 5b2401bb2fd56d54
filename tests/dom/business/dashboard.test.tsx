import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import type { DashboardProfile } from '../../../schemas';
import { useBusinessDashboard } from '@portal/components/features/business';
import { BusinessDashboard } from '@portal/components/business';
import { profileSummary } from '../../../stories/fixtures';
import { businessAreaLinks } from '../../../ui/site/page-kit/business-area/area-links';
import { makeClient, renderWithApi, renderWithI18n, startMockBackend } from '../payments/harness';

startMockBackend();
const business = DEMO_ACCOUNTS.business;
const user = () => userEvent.setup({ delay: null });
const NOW = Date.parse('2026-06-01T00:00:00Z');
const links = businessAreaLinks('en');

/** The dashboard page as the site will compose it. */
function Dashboard() {
  const dashboard = useBusinessDashboard(business.businessId);
  if (!dashboard.business || !dashboard.profiles) return <p>Loading</p>;
  return (
    <BusinessDashboard
      business={dashboard.business} profiles={dashboard.profiles} editHref={(p) => links.editModel(p.id)}
      viewHref={(p) => links.viewModel(p.id)} promoteHref={(p) => links.promoteModel(p.id)}
      addModelHref={links.addModel} addIncognitoHref={links.addIncognito}
      onChangeStatus={dashboard.changeStatus}
    />
  );
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const namesIn = (region: HTMLElement) => within(region).queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);

const row = (id: number, status: DashboardProfile['status'], isActive: 0 | 1, pkg: 'VIP' | 'TOP' | null, name: string): DashboardProfile => {
  const base = profileSummary(id, { name, business_id: 1 });
  return { ...base, statuses: { ...base.statuses, is_vip: pkg === 'VIP', is_top: pkg === 'TOP' }, status, is_active: isActive };
};

describe('business dashboard', () => {
  it('shows the three §4 groups of the demo business with their counts', async () => {
    renderWithApi(<Dashboard />, makeClient(business.token));
    await screen.findByRole('heading', { name: 'Models of this business' });
    expect(group('Active').querySelector('h3')?.textContent).toBe('Active 4 models');
    expect(group('On moderation').querySelector('h3')?.textContent).toBe('On moderation 2 models');
    expect(group('Deactivated').querySelector('h3')?.textContent).toBe('Deactivated 4 models');
    // Drafts sit among the deactivated, with no switch: they go to moderation through the editor.
    const deactivated = group('Deactivated');
    expect(within(deactivated).getAllByText('Draft')).toHaveLength(2);
    expect(within(deactivated).getAllByRole('switch')).toHaveLength(2);
    expect(within(group('Active')).getByText('Incognito model')).toBeDefined();
  });

  it('puts VIP before TOP before the rest inside a group', () => {
    renderWithI18n(
      <BusinessDashboard
        business={{ name: 'Velvet', free_advertising_until: null }}
        profiles={[
          row(1, 'active', 1, null, 'Ada'), row(2, 'active', 1, 'TOP', 'Bea'), row(3, 'active', 1, 'VIP', 'Cleo'),
          row(4, 'moderating', 1, null, 'Dana'), row(5, 'moderating', 1, 'VIP', 'Eva'),
          row(6, 'draft', 0, 'TOP', 'Fay'), row(7, 'active', 0, 'VIP', 'Gia'),
        ]}
        editHref={(p) => `/edit/${p.id}`} viewHref={(p) => `/view/${p.id}`} promoteHref={(p) => `/promote/${p.id}`}
        addModelHref="/add" addIncognitoHref="/add?incognito=1" onChangeStatus={() => {}}
      />,
    );
    expect(namesIn(group('Active'))).toEqual(['Cleo', 'Bea', 'Ada']);
    expect(namesIn(group('On moderation'))).toEqual(['Eva', 'Dana']);
    expect(namesIn(group('Deactivated'))).toEqual(['Gia', 'Fay']);
    expect(screen.getByRole('link', { name: 'Edit Cleo' }).getAttribute('href')).toBe('/edit/3');
    expect(screen.getByRole('link', { name: 'View Cleo' }).getAttribute('href')).toBe('/view/3');
    expect(screen.getByRole('link', { name: 'Buy TOP or VIP Cleo' }).getAttribute('href')).toBe('/promote/3');
    // Finding 8: promotion only for profiles visitors can see (not moderation, drafts or switched off).
    for (const hidden of ['Dana', 'Eva', 'Fay', 'Gia']) expect(screen.queryByRole('link', { name: `Buy TOP or VIP ${hidden}` })).toBeNull();
    // TOP and VIP rows explain their "Sponsored" placement.
    expect(within(group('Active')).getAllByRole('button', { name: 'Sponsored' })).toHaveLength(2);
  });

  it('offers adding a model and an incognito model, and shows empty groups as such', () => {
    renderWithI18n(
      <BusinessDashboard
        business={{ name: 'Velvet', free_advertising_until: null }} profiles={[]} editHref={() => '/'} viewHref={() => '/'} promoteHref={() => '/'}
        addModelHref="/add" addIncognitoHref="/add?incognito=1" onChangeStatus={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Add a model' }).getAttribute('href')).toBe('/add');
    const incognito = screen.getByRole('link', { name: 'Add an incognito model' });
    expect(incognito.getAttribute('href')).toBe('/add?incognito=1');
    expect(document.getElementById(incognito.getAttribute('aria-describedby')!)?.textContent).toBe('Shown without name or face.');
    expect(screen.getAllByText('No models in this group.')).toHaveLength(3);
  });

  it('links each model of the demo business to its page, its editor and TOP/VIP on the payments page', async () => {
    renderWithApi(<Dashboard />, makeClient(business.token));
    const active = await waitFor(() => group('Active'));
    const first = within(active).getAllByRole('article')[0]!;
    const name = within(first).getByRole('heading').textContent!;
    const id = [...getStore().profiles.values()].find((p) => p.business_id === business.businessId && p.form.name === name)!.id;
    expect(within(first).getByRole('link', { name: `View ${name}` }).getAttribute('href')).toBe(`/business/individual/${id}`);
    expect(within(first).getByRole('link', { name: `Edit ${name}` }).getAttribute('href')).toBe(`/business/individual_edit?id=${id}`);
    expect(within(first).getByRole('link', { name: `Buy TOP or VIP ${name}` }).getAttribute('href')).toBe(`/business/payments?profile_id=${id}`);
  });

  it('deactivating asks first, then moves the model to the deactivated group', async () => {
    renderWithApi(<Dashboard />, makeClient(business.token));
    const active = await waitFor(() => group('Active'));
    const first = within(active).getAllByRole('article')[0]!;
    const name = within(first).getByRole('heading').textContent!;
    await user().click(within(first).getByRole('switch', { name: 'Profile visible' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this profile?' });
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(namesIn(group('Deactivated'))).toContain(name));
    expect(namesIn(group('Active'))).not.toContain(name);
    const stored = [...getStore().profiles.values()].find((p) => p.business_id === business.businessId && p.form.name === name);
    expect(stored?.is_active).toBe(0);
  });

  it('shows the free-advertising banner only while it lasts', () => {
    const props = {
      profiles: [], editHref: () => '/', viewHref: () => '/', promoteHref: () => '/', addModelHref: '/a', addIncognitoHref: '/b', onChangeStatus: () => {}, now: NOW,
    };
    const { rerender } = renderWithI18n(<BusinessDashboard {...props} business={{ name: 'V', free_advertising_until: '2026-08-01T00:00:00+00:00' }} />);
    const banner = screen.getByRole('complementary', { name: 'Free advertising for 3 months' });
    expect(banner.textContent).toContain('Free until Aug 1, 2026.');
    rerender(<BusinessDashboard {...props} business={{ name: 'V', free_advertising_until: '2026-05-01T00:00:00+00:00' }} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
