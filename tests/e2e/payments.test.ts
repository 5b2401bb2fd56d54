import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { PACKAGE_PRICES_COINS } from '../../schemas/constants';
import en from '@portal/sdk/i18n/en';
import editor from '../../sdk/i18n/sections/editor/en';
import payments from '../../sdk/i18n/sections/payments/en';
import { reload, visit } from './support/hydrated';
import { PHONE_USER_AGENT } from './support/chromium';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * Money and promotion in Debian's Chromium on the production server, at a phone's width: the demo
 * business buys LoveCoins (the header's balance grows), buys VIP for one of its active models,
 * preselected by the dashboard's `?profile_id=` link, and finds her in the VIP block of her
 * dashboard group and in the leading VIP block of the public listing with the VIP badge and the
 * sponsored label; with online payment unavailable the §8 message shows and nothing is charged.
 * Every purchase goes through the confirmation step; LoveCoins are paid on the mock provider's
 * page (success, and a refusal that charges nothing). The demo model buys TOP, cancels a switch,
 * switches to VIP with the credit of the unused TOP days, and reads the confirmation in German.
 * A logged-in header fits 390 px.
 */
const BUSINESS = 'business';
const MODEL = 'model';

// The demo accounts' balances and packages are what the assertions count from: the mock is reset.
const session = setUpSiteSession({
  resetMock: true,
  context: { userAgent: PHONE_USER_AGENT, viewport: VIEWPORTS.phone, locale: 'en-GB' },
  // The payment-unavailable answer is a 503 on purpose; Chromium logs every failed resource.
  expectedConsoleErrors: /status of 503/,
});
const { problems } = session;

/** "1,200 LoveCoins" however the locale groups digits. */
const coinsPattern = (n: number) => new RegExp(`(^|\\D)${n.toLocaleString('en-GB').replace(',', '[,\\s\\u00a0\\u202f]?')} LoveCoins`);

/** The header's balance link (it names itself "My balance: … LoveCoins"). */
const headerBalance = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${en.payments.balance}`) });

async function expectHeaderBalance(page: Page, coins: number): Promise<void> {
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toMatch(coinsPattern(coins));
}

/** A purchase's outcome: the notice under the section that was used. */
const outcome = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const checkout = editor.checkout;
/** The confirmation step every purchase goes through. */
const confirmation = (page: Page) => page.getByRole('dialog', { name: checkout.title });
/** The confirmation's row `term` (its value as shown). */
const rowValue = (dialog: Locator, term: string) => dialog.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })
  .locator('xpath=following-sibling::dd[1]');
const buyCoinsButton = (page: Page, id: keyof typeof payments.packages) =>
  page.getByRole('button', { name: `${editor.payments.buy} ${payments.packages[id]}`, exact: true });

/** LoveCoins: confirm, then answer on the mock provider's page; back on the payments page with the outcome. */
async function payOnProvider(page: Page, id: keyof typeof payments.packages, answer: RegExp): Promise<void> {
  await buyCoinsButton(page, id).click();
  await confirmation(page).getByRole('button', { name: checkout.toPayment }).click();
  await page.waitForURL(/\/api\/mock-pay\/\d+\/[\w-]+$/);
  await page.getByRole('link', { name: answer }).click();
  await page.waitForURL(/[?&]payment=/);
}

beforeAll(async () => {
  await session.scenario('');
});

it('the demo business buys LoveCoins, then VIP for an active model, who moves into the VIP block of the listing labelled sponsored', async () => {
  const { context, page } = await session.open({ as: BUSINESS });
  await visit(page, `${session.site.url}/business/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 1200);

  // LoveCoins: the starter package is paid on the provider's page and adds 100 coins; the header's balance follows.
  await payOnProvider(page, 'starter', /^Pay /);
  await outcome(page, 'Payment received: 100 LoveCoins added to your balance.').waitFor();
  await expectHeaderBalance(page, 1300);

  // The dashboard links here with ?profile_id=: the model is preselected. Vesslinor (id 5) is active, without a package.
  await visit(page, `${session.site.url}/business/payments?profile_id=5`);
  const picker = page.getByLabel(editor.payments.promote, { exact: true });
  await expect.poll(() => picker.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('\u2068Vesslinor\u2069');
  await page.getByRole('button', { name: payments.buyVip, exact: true }).click();
  expect(await rowValue(confirmation(page), checkout.forWhom).textContent()).toBe('Vesslinor');
  await confirmation(page).getByRole('button', { name: checkout.confirm }).click();
  await outcome(page, 'VIP is active until').waitFor();
  // An individual VIP costs 300 of the business's coins.
  await expectHeaderBalance(page, 1000);
  await expect.poll(() => picker.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('\u2068Vesslinor\u2069 · VIP');

  // The dashboard (§4): inside the active group she now sits in the VIP block, ahead of the TOP model.
  await visit(page, `${session.site.url}/business/profile`);
  const active = page.getByRole('region', { name: new RegExp(`^${en.business.groups.active}\\b`) });
  await active.waitFor();
  const rows = await active.getByRole('article').evaluateAll((els) => els.map((el) => ({
    name: el.querySelector('h4')?.textContent?.trim() ?? '',
    badges: [...el.querySelectorAll('ul li')].map((li) => li.textContent?.trim() ?? ''),
  })));
  const mine = rows.findIndex((r) => r.name === 'Vesslinor');
  expect(mine).toBeGreaterThanOrEqual(0);
  expect(rows.slice(0, mine + 1).every((r) => r.badges.includes(en.listing.badges.VIP))).toBe(true);
  expect(rows.findIndex((r) => r.badges.includes(en.listing.badges.TOP) && !r.badges.includes(en.listing.badges.VIP))).toBeGreaterThan(mine);

  // The public listing of her city (Prague): promoted first, so every card above her is VIP too.
  await visit(page, `${session.site.url}/escort?country_id=2&city_id=6`);
  // She is in the paid zone above the grid ("Top in Prague"), whose one "Sponsored" disclosure
  // explains itself on Enter as on a tap; paid profiles come VIP first, so every card before hers is VIP.
  const zone = page.getByRole('region', { name: new RegExp(`^${en.paidZone.title.split('{')[0]}`) });
  const cards = zone.getByRole('article');
  const card = cards.filter({ has: page.getByRole('link', { name: 'Vesslinor', exact: true }) });
  await card.waitFor();
  // Her tier marker: "VIP", with the sponsored sentence for screen readers inside it.
  await expect.poll(() => card.getByRole('listitem').filter({ hasText: new RegExp(`^${en.listing.badges.VIP}\\b`) }).count()).toBe(1);
  const sponsored = zone.getByRole('button', { name: en.listing.sponsored });
  await sponsored.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => sponsored.getAttribute('aria-expanded')).toBe('true');
  const names = await cards.evaluateAll((els) => els.map((el) => ({
    name: el.querySelector('h3, h2')?.textContent ?? '',
    vip: [...el.querySelectorAll('li')].some((li) => /^VIP\b/.test(li.textContent ?? '')),
  })));
  const at = names.findIndex((c) => c.name.startsWith('Vesslinor'));
  expect(at).toBeGreaterThanOrEqual(0);
  expect(names.slice(0, at + 1).every((c) => c.vip)).toBe(true);

  // Her own page labels the placement too.
  await card.getByRole('link', { name: 'Vesslinor', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Vesslinor' }).waitFor();
  await expect.poll(() => page.getByRole('main').getByRole('button', { name: en.listing.sponsored }).count()).toBeGreaterThan(0);

  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it('with online payment unavailable the business sees the §8 message and nothing is charged', async () => {
  const { context, page } = await session.open({ as: BUSINESS });
  await visit(page, `${session.site.url}/business/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 1000);
  await session.scenario('payment-unavailable');
  try {
    await buyCoinsButton(page, 'maximum').click();
    await confirmation(page).getByRole('button', { name: checkout.toPayment }).click();
    const notice = page.getByRole('status').filter({ hasText: payments.unavailableForYou });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(editor.payments.nothingCharged);
  } finally {
    await session.scenario('');
  }
  // A fresh read of the balance: unchanged.
  await reload(page);
  await expectHeaderBalance(page, 1000);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('a LoveCoins payment the provider refuses: the return page says so, the history shows it failed, nothing is charged', async () => {
  const { context, page } = await session.open({ as: MODEL });
  await visit(page, `${session.site.url}/profile/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 500);
  await payOnProvider(page, 'starter', /^Decline/);
  await page.getByRole('alert').filter({ hasText: checkout.returned.failed }).waitFor();
  const history = page.getByRole('table', { name: payments.history.title });
  await expect.poll(() => history.getByRole('row').nth(1).textContent()).toContain(checkout.status.failed);
  await expectHeaderBalance(page, 500);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('the demo model buys TOP with a confirmation, cancels a switch (nothing charged), switches TOP -> VIP with the credit, and buys LoveCoins', async () => {
  const { context, page } = await session.open({ as: MODEL });
  await visit(page, `${session.site.url}/profile/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  const TOP = PACKAGE_PRICES_COINS.individual.TOP;
  const VIP = PACKAGE_PRICES_COINS.individual.VIP;
  await expectHeaderBalance(page, 500);
  const start = 500;

  // TOP: the confirmation shows the price and the balance before and after; confirmed, the balance drops by the price.
  await page.getByRole('button', { name: payments.buyTop, exact: true }).click();
  const buy = confirmation(page);
  expect(await rowValue(buy, checkout.forWhom).textContent()).toBe('Mirela');
  expect(await rowValue(buy, checkout.price).textContent()).toBe(`${TOP} LoveCoins`);
  expect(await rowValue(buy, checkout.balanceBefore).textContent()).toBe(`${start} LoveCoins`);
  expect(await rowValue(buy, checkout.balanceAfter).textContent()).toBe(`${start - TOP} LoveCoins`);
  expect(await rowValue(buy, checkout.endsOn).textContent()).toMatch(/\d{4}/);
  await buy.getByRole('button', { name: checkout.confirm }).click();
  await outcome(page, 'TOP is active until').waitFor();
  await expectHeaderBalance(page, start - TOP);

  // VIP is now a switch. Cancelled: nothing is charged.
  const switchToVip = page.getByRole('button', { name: editor.payments.switchTo.replace('{package}', 'VIP'), exact: true });
  await switchToVip.click();
  await confirmation(page).getByRole('button', { name: en.common.cancel }).click();
  await expect.poll(() => confirmation(page).count()).toBe(0);
  await reload(page);
  await expectHeaderBalance(page, start - TOP);

  // Confirmed: the unused TOP days are credited, the balance drops by VIP minus that credit.
  await switchToVip.click();
  const ask = confirmation(page);
  expect(await ask.textContent()).toContain(checkout.switchRule.split('{from}')[0]);
  const credit = Number((await rowValue(ask, checkout.credit).textContent())!.replace(/\D/g, ''));
  expect(credit).toBeGreaterThan(0);
  expect(credit).toBeLessThanOrEqual(TOP);
  await ask.getByRole('button', { name: checkout.confirm }).click();
  await outcome(page, editor.payments.switched.replace('{from}', 'TOP').replace('{to}', 'VIP')).waitFor();
  const afterSwitch = start - TOP - (VIP - credit);
  await expectHeaderBalance(page, afterSwitch);

  // LoveCoins through the provider, paid: back on the page with the coins added.
  await payOnProvider(page, 'starter', /^Pay /);
  await outcome(page, 'Payment received: 100 LoveCoins added to your balance.').waitFor();
  await expectHeaderBalance(page, afterSwitch + 100);
  expect(problems).toEqual([]);
  await context.close();
}, 90_000);

it('the confirmation reads in German', async () => {
  const { context, page } = await session.open({ as: MODEL });
  await visit(page, `${session.site.url}/de/profile/payments`);
  await page.getByRole('banner').getByRole('link', { name: /^Mein Guthaben/ }).waitFor();
  // After the journey above she holds VIP (and too few coins to extend it): switching back to TOP,
  // whose price the credit of the unused VIP days covers, is confirmed like any purchase.
  await page.getByRole('button', { name: 'Zu TOP wechseln', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kauf bestätigen' });
  await dialog.waitFor();
  expect(await dialog.getByRole('term').allTextContents()).toEqual(expect.arrayContaining(['Preis', 'Guthaben vorher', 'Guthaben danach', 'Endet am']));
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('the logged-in header fits a 390 px phone', async () => {
  for (const account of [MODEL, BUSINESS] as const) {
    const { context, page } = await session.open({ as: account });
    await visit(page, `${session.site.url}/escort`);
    await headerBalance(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await context.close();
  }
  expect(problems).toEqual([]);
}, 60_000);
