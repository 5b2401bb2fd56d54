import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import editor from '../../sdk/i18n/sections/editor/en';
import payments from '../../sdk/i18n/sections/payments/en';
import { visit } from './support/hydrated';
import { PHONE_USER_AGENT } from './support/chromium';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * In Chromium: the demo model has /profile/payments open in two tabs. Tab A confirms
 * VIP; tab B, whose dialog still shows "TOP for 150, 500 -> 350", confirms TOP. The server refuses
 * B's stale figures (409, not retried), B's dialog comes back with the new ones (a switch from
 * VIP: 29 unused days credited, 140 back to the balance) and asks again; confirmed, the wallet
 * does exactly that.
 */
const session = setUpSiteSession({
  resetMock: true,
  context: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone, locale: 'en-GB' },
  // The refused purchase is a 409 on purpose; Chromium logs every failed resource.
  expectedConsoleErrors: /status of 409/,
});
const { problems } = session;
const checkout = editor.checkout;
const dialog = (page: Page) => page.getByRole('dialog', { name: checkout.title });
const rowValue = (box: Locator, term: string) => box.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })
  .locator('xpath=following-sibling::dd[1]');
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${en.payments.balance}`) });

it('a purchase confirmed in a tab whose figures went stale is refused, shown again with the new figures, and charged as shown', async () => {
  const context = await session.context({ as: 'model' });
  const [tabA, tabB] = [await context.newPage(), await context.newPage()];
  for (const tab of [tabA, tabB]) {
    session.watch(tab);
    await visit(tab, `${session.site.url}/profile/payments`);
    await tab.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  }
  const purchases: number[] = [];
  tabB.on('response', (response) => {
    if (response.url().endsWith('/api/packages/purchase')) purchases.push(response.status());
  });

  await tabA.getByRole('button', { name: payments.buyVip, exact: true }).click();
  await tabB.getByRole('button', { name: payments.buyTop, exact: true }).click();
  expect(await rowValue(dialog(tabB), checkout.balanceAfter).textContent()).toBe('350 LoveCoins');

  await dialog(tabA).getByRole('button', { name: checkout.confirm }).click();
  await tabA.getByRole('status').filter({ hasText: 'VIP is active until' }).waitFor();

  await dialog(tabB).getByRole('button', { name: checkout.confirm }).click();
  const again = dialog(tabB);
  await again.getByRole('alert').filter({ hasText: checkout.quoteChanged }).waitFor();
  // One request, refused: the client did not retry the 409 into a charge.
  expect(purchases).toEqual([409]);
  expect(await rowValue(again, checkout.balanceBefore).textContent()).toBe('200 LoveCoins');
  expect(await rowValue(again, checkout.credit).textContent()).toBe('−290 LoveCoins');
  expect(await rowValue(again, checkout.refund).textContent()).toBe('140 LoveCoins');
  expect(await rowValue(again, checkout.balanceAfter).textContent()).toBe('340 LoveCoins');

  await again.getByRole('button', { name: checkout.confirm }).click();
  await tabB.getByRole('status').filter({ hasText: editor.payments.switched.replace('{from}', 'VIP').replace('{to}', 'TOP') }).waitFor();
  expect(purchases).toEqual([409, 200]);
  await expect.poll(() => headerBalance(tabB).textContent(), { timeout: 15_000 }).toMatch(/(^|\D)340 LoveCoins/);
  // The history says what happened to the VIP: replaced today, not "valid until" a month ahead.
  const history = tabB.getByRole('table', { name: payments.history.title });
  await expect.poll(() => history.getByRole('row').nth(2).textContent()).toContain(editor.payments.history.replaced);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
