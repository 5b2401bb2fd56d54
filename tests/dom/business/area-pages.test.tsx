import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import { BusinessDashboardPage } from '../../../ui/site/page-kit/business-area/DashboardPage';
import { BusinessModelEditorPage } from '../../../ui/site/page-kit/business-area/ModelEditorPage';
import { BusinessModelPage } from '../../../ui/site/page-kit/business-area/ModelPage';
import { BusinessQuestionnairesPage } from '../../../ui/site/page-kit/business-area/QuestionnairesPage';
import { startMockBackend } from '../payments/harness';
import { demoSession, renderAreaPage } from './area-harness';

startMockBackend();
const account = DEMO_ACCOUNTS.business;
const session = () => demoSession(account.email, account.password);

/** The demo business's models in the store, by state. */
const models = () => [...getStore().profiles.values()].filter((p) => p.business_id === account.businessId);

describe('business area pages on the mock backend', () => {
  it('the dashboard page links each model to its page, the editor and TOP/VIP, and adding to the add-model page', async () => {
    renderAreaPage(<BusinessDashboardPage />, { route: 'business-profile', url: '/business/profile', session: await session() });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Lounge Agency' });
    const active = await screen.findByRole('region', { name: /^Active/ });
    expect(within(active).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Add an incognito model' }).getAttribute('href')).toBe('/business/add_model_business?incognito=1');
    expect(screen.getByRole('link', { name: 'Edit business page' }).getAttribute('href')).toBe('/business/edit');
    const visible = models().find((p) => p.status === 'active' && p.is_active === 1)!;
    expect(screen.getByRole('link', { name: `Buy TOP or VIP ${visible.form.name}` }).getAttribute('href')).toBe(`/business/payments?profile_id=${visible.id}`);
    // Finding 8: drafts and profiles on moderation are not offered promotion (visitors cannot see them).
    for (const hidden of models().filter((p) => p.status === 'draft' || p.status === 'moderating')) {
      expect(screen.queryByRole('link', { name: `Buy TOP or VIP ${hidden.form.name}` })).toBeNull();
    }
  });

  it('the dashboard opens with the business’s summary: its state, package action and questionnaire completeness', async () => {
    renderAreaPage(<BusinessDashboardPage />, { route: 'business-profile', url: '/business/profile', session: await session() });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Lounge Agency' });
    // The page's heading names the business: the summary under it does not repeat it.
    const summary = await screen.findByTestId('account-summary');
    expect(within(summary).queryByText('Aurora Lounge Agency')).toBeNull();
    expect(within(summary).getByTestId('profile-state').textContent).toMatch(/^(Published|Draft)$/);
    expect(within(summary).getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuetext')).toMatch(/^\d+ of 7 steps completed$/);
    const action = await within(summary).findByRole('link', { name: /^(Extend (TOP|VIP)|Buy TOP or VIP)$/ });
    expect(action.getAttribute('href')).toBe('/business/payments');
    // The summary comes before the models: it is the dashboard's top.
    const models = await screen.findByRole('region', { name: /^Active/ });
    expect(summary.compareDocumentPosition(models) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the questionnaires page shows the business page’s progress and each model’s, pending while on moderation', async () => {
    renderAreaPage(<BusinessQuestionnairesPage />, { route: 'business-list-questionnaires', url: '/business/list-questionnaires', session: await session() });
    const rows = await screen.findAllByTestId('model-questionnaire');
    expect(rows).toHaveLength(10);
    const moderating = models().find((p) => p.status === 'moderating')!;
    const row = rows.find((r) => within(r).getByRole('rowheader').textContent === moderating.form.name)!;
    await waitFor(() => expect(within(row).getByText('Pending')).toBeDefined());
    const meter = within(row).getByRole('progressbar');
    // The same ten steps as the model editor's wizard ("Step 1 of 10").
    expect(meter.getAttribute('aria-label')).toMatch(new RegExp(`^${moderating.form.name}: \\d+ of 10 steps completed$`));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Business name' })).toBeNull();
    const own = screen.getByRole('region', { name: 'Business page questionnaire' });
    // Each reported section is named by the questionnaire steps that fill it, as the wizard lists them.
    await waitFor(() => expect(within(own).getByText('About the business and General information').nextElementSibling?.textContent).toBe('Completed'));
    expect(within(own).getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'About the business and General information', 'Categories', 'Photos', expect.any(String),
    ]);
  });

  it('the model page shows a model’s state and progress with its edit and TOP/VIP links', async () => {
    const model = models().find((p) => p.status === 'active' && p.is_vip)!;
    renderAreaPage(<BusinessModelPage />, { route: 'business-individual', url: `/business/individual/${model.id}`, session: await session() });
    await screen.findByRole('heading', { level: 1, name: model.form.name });
    expect(screen.getByTestId('model-state').textContent).toBe('Active');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/business/individual_edit?id=${model.id}`);
    expect(screen.getByRole('link', { name: 'Buy TOP or VIP' }).getAttribute('href')).toBe(`/business/payments?profile_id=${model.id}`);
    expect(screen.getByRole('link', { name: 'Public page' })).toBeDefined();
  });

  it('the model page of another account’s profile says it is not yours, without a retry that cannot help', async () => {
    const other = DEMO_ACCOUNTS.model.profileId;
    renderAreaPage(<BusinessModelPage />, { route: 'business-individual', url: `/business/individual/${other}`, session: await session() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This model profile does not exist or belongs to another account.')).toBeDefined();
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the model editor opens the model of ?id= and says so when the id is missing', async () => {
    const model = models().find((p) => p.status === 'draft')!;
    const { unmount } = renderAreaPage(<BusinessModelEditorPage mode="edit" />, { route: 'business-individual-edit', url: `/business/individual_edit?id=${model.id}`, session: await session() });
    await screen.findByRole('navigation', { name: 'Profile steps' }, { timeout: 5000 });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(model.form.name);
    unmount();
    renderAreaPage(<BusinessModelEditorPage mode="edit" />, { route: 'business-individual-edit', url: '/business/individual_edit', session: await session() });
    expect((await screen.findByRole('alert')).textContent).toBe('This model profile was not found.');
  });

  it('the add-model page with ?incognito=1 starts an incognito model in the editor', async () => {
    renderAreaPage(<BusinessModelEditorPage mode="add" />, { route: 'business-add-model', url: '/business/add_model_business?incognito=1', session: await session() });
    await screen.findByRole('heading', { level: 1, name: 'Add an incognito model' });
    expect(screen.getByText('Shown without name or face.')).toBeDefined();
    await screen.findByRole('heading', { level: 2, name: 'General info' }, { timeout: 5000 });
  });
});
