import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import { WEEK_DAYS } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import en from '@portal/sdk/i18n/en';
import enAuth from '../../sdk/i18n/sections/auth/en';
import editor from '../../sdk/i18n/sections/editor/en';
import ru from '@portal/sdk/i18n/ru';
import ruEditor from '../../sdk/i18n/sections/editor/ru';
import { reload, visit, whenHydrated } from './support/hydrated';
import { PHONE_USER_AGENT } from './support/chromium';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';
import type { AuthAnswer } from './support/site-session';

/**
 * The account settings in Debian's Chromium on the production server, at a phone's width: the demo
 * model opens /profile/settings directly (through login), changes her password and logs in with the
 * new one, turns a notification off and still sees it off after a reload, sets her availability in
 * the calendar tab and reads it on her public profile, and deletes her account after a confirmation,
 * which logs her out and takes her to the home page with a confirmation (in her language: a
 * Russian model lands on /ru).
 */
const { email: EMAIL, password: OLD_PASSWORD, profileId } = DEMO_ACCOUNTS.model;
const NEW_PASSWORD = 'Fresh-pass-7';
const account = editor.account;

const session = setUpSiteSession({
  resetMock: true,
  context: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone, locale: 'en-GB' },
  // Refused logins and wrong passwords are 401/422 answers on purpose; Chromium logs each one.
  expectedConsoleErrors: /status of 4(01|22)/,
});
const { problems } = session;

/** The login form, filled and sent; the page it leads to is loaded when this returns. */
async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel(enAuth.login.email, { exact: true }).fill(EMAIL);
  await page.getByLabel(enAuth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
}

const path = (page: Page) => new URL(page.url()).pathname;
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: en.nav.account }).getByRole('link', { name, exact: true });

it('a model changes her password, notifications and availability from the account tabs, then deletes her account', async () => {
  const { context, page } = await session.open();

  // A tab is a page of its own: opened directly, it goes through login and comes back.
  await visit(page, `${session.site.url}/profile/settings`);
  expect(path(page)).toBe('/login');
  await logIn(page, OLD_PASSWORD);
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/profile/settings');
  await whenHydrated(page);
  // The address changes first; React draws the new page (and the current tab) in a transition after it.
  await expect.poll(() => tab(page, editor.tabs.settings).getAttribute('aria-current')).toBe('page');
  await page.getByRole('heading', { level: 1, name: editor.tabs.settings }).waitFor();

  // Password: changed, then the next login takes the new one only.
  const passwordForm = page.getByRole('region', { name: account.password.title });
  await passwordForm.getByLabel(account.currentPassword, { exact: true }).fill(OLD_PASSWORD);
  await passwordForm.getByLabel(account.password.new, { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel(account.password.confirm, { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: account.password.submit }).click();
  await passwordForm.getByRole('status').filter({ hasText: account.password.changed }).waitFor();
  await page.getByRole('button', { name: en.nav.logout }).first().click();
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/login');
  await whenHydrated(page);
  await logIn(page, OLD_PASSWORD);
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: enAuth.wrongPassword }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByLabel(enAuth.login.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/profile/settings');
  await whenHydrated(page);

  // Notifications: one turned off stays off after a reload.
  const notifications = page.getByRole('region', { name: account.notifications.title });
  await notifications.getByLabel(account.notifications.newModels).uncheck();
  await notifications.getByRole('button', { name: account.notifications.submit }).click();
  await notifications.getByRole('status').filter({ hasText: account.saved }).waitFor();
  await reload(page);
  const newModels = page.getByRole('region', { name: account.notifications.title }).getByLabel(account.notifications.newModels);
  await expect.poll(() => newModels.isChecked(), { timeout: 15_000 }).toBe(false);
  expect(await page.getByRole('region', { name: account.notifications.title }).getByLabel(account.notifications.reviewReplies).isChecked()).toBe(true);

  // Calendar: today 11:00-19:00, tomorrow a day off; the public profile says so.
  await tab(page, editor.tabs.calendar).click();
  await expect.poll(() => path(page)).toBe('/profile/calendar');
  await expect.poll(() => tab(page, editor.tabs.calendar).getAttribute('aria-current')).toBe('page');
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const dayName = (d: Date) => en.profile.days[WEEK_DAYS[(d.getDay() + 6) % 7]!];
  const row = page.getByRole('group', { name: dayName(today), exact: true });
  await row.getByLabel(en.profile.notAvailable).setChecked(false);
  await row.getByLabel(editor.workingTime.from).selectOption('11:00');
  await row.getByLabel(editor.workingTime.to).selectOption('19:00');
  const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel(account.calendar.dayOff, { exact: true }).fill(iso);
  await page.getByRole('button', { name: account.calendar.addDayOff }).click();
  await page.getByRole('button', { name: account.calendar.submit }).click();
  await page.getByRole('status').filter({ hasText: account.calendar.saved }).waitFor();

  const profile = (await (await fetch(`${session.site.url}/api/profile/${profileId}`, { headers: { accept: 'application/json' } })).json()) as { data: { slug: string } };
  await visit(page, `${session.site.url}/escort/${profile.data.slug}`);
  const todayLine = page.getByTestId('available-today');
  await expect.poll(() => todayLine.textContent(), { timeout: 15_000 }).toBe(en.account.availability.todayHours.replace('{from}', '11:00').replace('{to}', '19:00'));
  expect(await page.getByTestId('available-week').textContent()).not.toContain(dayName(tomorrow));

  // Deleting asks first; cancel keeps the account, confirming with the password ends it and logs out.
  await visit(page, `${session.site.url}/profile/settings`);
  await page.getByRole('button', { name: account.delete.open }).click();
  const dialog = page.getByRole('dialog', { name: account.delete.confirmTitle });
  await dialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: account.delete.open }).click();
  await dialog.getByLabel(account.currentPassword, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: account.delete.confirm }).click();
  // Logged out with nothing to log in to: the home page says the account was deleted, and no session cookie is kept.
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
  await page.getByRole('status').filter({ hasText: en.auth.accountDeleted }).waitFor();
  expect(await page.getByRole('button', { name: enAuth.login.submit, exact: true }).count()).toBe(0);
  expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.token)).toBe(false);
  const again = await fetch(`${session.site.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: NEW_PASSWORD }),
  });
  expect(again.status).toBe(401);

  expect(problems).toEqual([]);
  await context.close();
}, 180_000);

it('a Russian model who deletes her account lands on the Russian home page, told so in Russian', async () => {
  const password = 'Ru-model-pass-1';
  const res = await fetch(`${session.site.url}/api/user`, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      nickname: 'Vera', email: `vera-${Date.now()}@example.test`, password, password_confirmation: password,
      country_id: 1, newsletter: false, terms: true, role: 'INDIVIDUAL',
    }),
  });
  expect(res.ok).toBe(true);
  const { context, page } = await session.open({ as: (await res.json()) as AuthAnswer });

  await visit(page, `${session.site.url}/ru/profile/settings`);
  await page.getByRole('button', { name: ruEditor.account.delete.open }).click();
  const dialog = page.getByRole('dialog', { name: ruEditor.account.delete.confirmTitle });
  await dialog.getByLabel(ruEditor.account.currentPassword, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: ruEditor.account.delete.confirm }).click();
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/ru');
  await page.getByRole('status').filter({ hasText: ru.auth.accountDeleted }).waitFor();
  expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.token)).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);
