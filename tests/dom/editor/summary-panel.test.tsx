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
  renderAreaPage(<SummaryPanel profile={{ ...profile, ...over }} onChanged={() => undefined} />, { route: 'profile-view', url: '/profile', session });
  return screen.getByRole('heading', { level: 2, name: profile.name }).parentElement!.parentElement!;
}

/** Each term of the overview with the value it labels. */
const pairs = (root: HTMLElement) =>
  within(root).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('/profile overview', () => {
  it('labels the profile’s state and its questionnaire’s progress, never an active profile as “Moderation: In progress”', async () => {
    const panel = await renderPanel({ status: 'active', is_active: 1 });
    expect(pairs(panel)).toEqual([['Status:', 'Active'], ['Questionnaire:', expect.stringMatching(/^(Not completed|In progress|Completed)$/)]]);
    expect(panel.textContent).not.toContain('Moderation');
  });

  it('says pending while the moderators check the profile', async () => {
    const panel = await renderPanel({ status: 'moderating', is_active: 0, is_final: true });
    expect(pairs(panel)).toEqual([['Status:', 'On moderation'], ['Questionnaire:', 'Pending']]);
  });
});
