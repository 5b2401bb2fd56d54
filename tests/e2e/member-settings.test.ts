import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import { COOKIE_NAMES } from '../../sdk/session';
import en from '@portal/sdk/i18n/en';
import editor from '../../sdk/i18n/sections/editor/en';
import { PHONE_USER_AGENT } from './support/chromium';
import { visit } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * The member's settings tab in Debian's Chromium on the production site: reached from the member's
 * tab bar, a refused change keeps what was typed, notifications are saved, and the account is
 * deleted only after its confirmation dialog. The account tabs' pages (one shared page module) come
 * styled from the server: no list bullets under or between the tabs before any script has run.
 */
const session = setUpSiteSession({
  // A wrong current password is a 422 on purpose; once the account is deleted, a refetch still on its
  // way with the ended token is a 401 (as in settings.test.ts). Chromium logs each one.
  expectedConsoleErrors: /status of 4(01|22)/,
  context: { viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT },
});
const { member } = DEMO_ACCOUNTS;
const { account } = editor;
const path = (page: Page) => new URL(page.url()).pathname;
const tabs = (page: Page) => page.getByRole('main').getByRole('navigation', { name: en.nav.account });

it('the account tabs’ pages come styled from the server: no list bullets, no tab over another, at 390 and 1440 px', async () => {
  const pages = [['member', '/client/settings'], ['model', '/profile/settings'], ['business', '/business/settings']] as const;
  for (const [as, url] of pages) {
    for (const viewport of [VIEWPORTS.phone, { width: 1440, height: 900 }]) {
      // No script: what the server sent is all there is (as on a slow phone before hydration).
      const { context, page } = await session.open({ as, viewport, javaScriptEnabled: false });
      try {
        await page.goto(`${session.site.url}${url}`, { waitUntil: 'load' });
        expect(path(page)).toBe(url);
        const items = await tabs(page).locator('li').evaluateAll((lis) => lis.map((li) => {
          const box = li.getBoundingClientRect();
          return { marker: getComputedStyle(li).listStyleType, left: box.left, right: box.right, top: box.top };
        }));
        const where = `${as} ${url} at ${viewport.width}`;
        expect(items.length, where).toBeGreaterThanOrEqual(2);
        expect(items.map((i) => i.marker), where).toEqual(items.map(() => 'none'));
        // One row, each tab after the one before it.
        expect(new Set(items.map((i) => Math.round(i.top))).size, where).toBe(1);
        for (let i = 1; i < items.length; i++) expect(items[i]!.left, where).toBeGreaterThanOrEqual(items[i - 1]!.right - 0.5);
      } finally {
        await context.close();
      }
    }
  }
  expect(session.problems).toEqual([]);
}, 120_000);

it('a member opens Settings from the tab bar, keeps what a refused change typed, saves notifications, then deletes the account after confirming', async () => {
  const { context, page } = await session.open({ as: 'member' });
  try {
    await visit(page, `${session.site.url}/client/favorites`);
    await tabs(page).getByRole('link', { name: editor.tabs.settings, exact: true }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/client/settings');
    await expect.poll(() => tabs(page).getByRole('link', { name: editor.tabs.settings, exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1, name: editor.tabs.settings }).waitFor();

    // A wrong current password: said under its field, and nothing typed is lost.
    const password = page.getByRole('region', { name: account.password.title });
    await password.getByLabel(account.currentPassword, { exact: true }).fill('Not-my-password-1');
    await password.getByLabel(account.password.new, { exact: true }).fill('Fresh-pass-7');
    await password.getByLabel(account.password.confirm, { exact: true }).fill('Fresh-pass-7');
    await password.getByRole('button', { name: account.password.submit }).click();
    await password.getByText(account.wrongCurrentPassword).waitFor();
    expect(await password.getByLabel(account.password.new, { exact: true }).inputValue()).toBe('Fresh-pass-7');
    expect(await password.getByLabel(account.currentPassword, { exact: true }).inputValue()).toBe('Not-my-password-1');

    // Notifications: one turned off is saved.
    const notifications = page.getByRole('region', { name: account.notifications.title });
    await notifications.getByLabel(account.notifications.newModels).uncheck();
    await notifications.getByRole('button', { name: account.notifications.submit }).click();
    await notifications.getByRole('status').filter({ hasText: account.saved }).waitFor();

    // Deleting asks first, with what a member loses; cancel keeps the account, confirming ends it.
    await page.getByRole('button', { name: account.delete.open }).click();
    const dialog = page.getByRole('dialog', { name: account.delete.confirmTitle });
    await dialog.getByText(account.delete.memberWarning).waitFor();
    await dialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: account.delete.open }).click();
    await dialog.getByLabel(account.currentPassword, { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: account.delete.confirm }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    await page.getByRole('status').filter({ hasText: en.auth.accountDeleted }).waitFor();
    expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.token)).toBe(false);
  } finally {
    await context.close();
  }
  expect(session.problems).toEqual([]);
}, 120_000);
