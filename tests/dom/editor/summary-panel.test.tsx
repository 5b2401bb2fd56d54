import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/node';
import { SummaryPanel } from '../../../ui/site/page-kit/profile-area/SummaryPanel';
import { profile } from '../../../stories/fixtures/profiles';
import { demoSession, renderAreaPage } from '../business/area-harness';
import { startMockBackend } from '../payments/harness';

startMockBackend();
const account = DEMO_ACCOUNTS.model;

async function renderPanel(over: Partial<Profile>) {
  const session = await demoSession(account.email, account.password);
  renderAreaPage(
    <SummaryPanel profile={{ ...profile, ...over }} paymentsRoute="profile-payments" onChanged={() => undefined} />,
    { route: 'profile-view', url: '/profile', session },
  );
  return screen.getByRole('region', { name: profile.name });
}

/** Each term of the summary with the value it labels. */
const terms = (root: HTMLElement) => within(root).getAllByRole('term').map((dt) => dt.textContent);

const week = (views: number[]) => views.map((v, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, views: v, likes: 0, reviews: 0 }));

describe('/profile summary', () => {
  it('shows the state and the questionnaire’s progress, never an active profile as “Moderation: In progress”', async () => {
    const panel = await renderPanel({ status: 'active', is_active: 1 });
    expect(within(panel).getByTestId('profile-state').textContent).toBe('Active');
    expect(within(panel).getByTestId('profile-progress').textContent).toMatch(/^(Not completed|In progress|Completed)$/);
    expect(panel.textContent).not.toContain('Moderation');
  });

  it('says pending while the moderators check the profile', async () => {
    const panel = await renderPanel({ status: 'moderating', is_active: 0, is_final: true });
    expect(within(panel).getByTestId('profile-state').textContent).toBe('On moderation');
    expect(within(panel).getByTestId('profile-progress').textContent).toBe('Pending');
  });

  it('shows the package with its action, the completeness bar and the last seven days’ views', async () => {
    const panel = await renderPanel({ status: 'active', is_active: 1, statistics: week([100, 1, 2, 3, 4, 5, 6, 7]) });
    expect(terms(panel)).toEqual(['Package', 'Profile completeness', 'Views this week']);
    const bar = within(panel).getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^\d+ of \d+ steps completed$/);
    // The oldest of the eight days is not in the week.
    expect(within(panel).getByTestId('summary-views').textContent).toBe('28');
    const action = await within(panel).findByRole('link', { name: /^(Extend (TOP|VIP)|Buy TOP or VIP)$/ });
    expect(action.getAttribute('href')).toBe('/profile/payments');
  });

  it('says “Verified” once, and offers no verification request to a verified profile', async () => {
    const panel = await renderPanel({ status: 'active', is_active: 1, statuses: { ...profile.statuses, is_verified: true } });
    expect(within(panel).getAllByText('Verified profile')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: /verification/i })).toBeNull();
  });
});
