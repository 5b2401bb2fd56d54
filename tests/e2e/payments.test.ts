import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PACKAGE_PRICES_COINS } from '../../schemas/constants';
import { COOKIE_NAMES, sessionCookies } from '../../sdk/session';
import en from '../../sdk/i18n/locales/en';
import editor from '../../sdk/i18n/sections/editor/en';
import { reload, visit } from './support/hydrated';
import { CHROMIUM_ARGS, PHONE_USER_AGENT as USER_AGENT } from './support/chromium';
import { startSite } from './site-server';
import type { RunningSite } from './site-server';

/**
 * Money and promotion in Debian's Chromium on the production server, at a phone's width: the demo
 * business buys LoveCoins (the header's balance grows), buys VIP for one of its active models,
 * preselected by the dashboard's `?profile_id=` link, and finds her in the VIP block of her
 * dashboard group and in the leading VIP block of the public listing with the VIP badge and the
 * sponsored label; with online payment unavailable the §8 message shows and nothing is charged.
 * A double click on buy charges once. The demo model buys TOP, then switches to VIP after the
 * confirmation. A logged-in header fits 390 px.
 */
const PHONE = { width: 390, height: 844 };
const DEMO_PASSWORD = 'Demo-pass-1';
const BUSINESS = 'business@demo.test';
const MODEL = 'model@demo.test';

let site: RunningSite;
let browser: Browser;
const problems: string[] = [];

type AuthAnswer = { data: { token: string; user: Parameters<typeof sessionCookies>[0]['user'] } };

async function login(email: string): Promise<AuthAnswer> {
  const res = await fetch(`${site.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.ok, `login ${res.status}`).toBe(true);
  return (await res.json()) as AuthAnswer;
}

/** A phone-sized page with the account's session cookies (and the 18+ confirmation). */
async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const answer = await login(email);
  const context = await browser.newContext({ userAgent: USER_AGENT, viewport: PHONE, locale: 'en-GB' });
  const cookies = sessionCookies({ token: answer.data.token, user: answer.data.user, remember: false }, { secure: false })
    .filter((c) => c.maxAge !== 0)
    .map((c) => ({ name: c.name, value: c.value, url: site.url }));
  await context.addCookies([...cookies, { name: COOKIE_NAMES.ageConfirmed, value: '1', url: site.url }]);
  const page = await context.newPage();
  page.on('console', (m) => {
    // The payment-unavailable answer is a 503 on purpose; Chromium logs every failed resource.
    if (m.type() === 'error' && !/status of 503/.test(m.text())) problems.push(`${page.url()} console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  return { context, page };
}

async function setScenario(scenarios: string): Promise<void> {
  const res = await fetch(`${site.apiUrl}/__mock/scenario`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenarios }),
  });
  expect(res.ok, `scenario ${res.status}`).toBe(true);
}

/** "1,200 LoveCoins" however the locale groups digits. */
const coinsPattern = (n: number) => new RegExp(`(^|\\D)${n.toLocaleString('en-GB').replace(',', '[,\\s\\u00a0\\u202f]?')} LoveCoins`);

/** The header's balance link (it names itself "My balance: … LoveCoins"). */
const headerBalance = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${en.payments.balance}`) });

async function expectHeaderBalance(page: Page, coins: number): Promise<void> {
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toMatch(coinsPattern(coins));
}

/** A purchase's outcome: the notice under the section that was used. */
const outcome = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

beforeAll(async () => {
  site = await startSite();
  // The demo accounts' balances and packages are what the assertions count from.
  expect((await fetch(`${site.apiUrl}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  await setScenario('');
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}, 300_000);

beforeEach(() => {
  problems.length = 0;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

it('the demo business buys LoveCoins, then VIP for an active model, who moves into the VIP block of the listing labelled sponsored', async () => {
  const { context, page } = await signedIn(BUSINESS);
  await visit(page, `${site.url}/business/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 1200);

  // LoveCoins: the starter package adds 100 coins; the header's balance follows.
  await page.getByRole('button', { name: `${editor.payments.buy} ${en.payments.packages.starter}`, exact: true }).click();
  await outcome(page, '100 LoveCoins added to your balance.').waitFor();
  await expectHeaderBalance(page, 1300);

  // The dashboard links here with ?profile_id=: the model is preselected. Vesslinor (id 5) is active, without a package.
  await visit(page, `${site.url}/business/payments?profile_id=5`);
  const picker = page.getByLabel(editor.payments.promote, { exact: true });
  await expect.poll(() => picker.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Vesslinor');
  await page.getByRole('button', { name: en.payments.buyVip, exact: true }).click();
  await outcome(page, 'VIP is active until').waitFor();
  // An individual VIP costs 300 of the business's coins.
  await expectHeaderBalance(page, 1000);
  await expect.poll(() => picker.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Vesslinor · VIP');

  // The dashboard (§4): inside the active group she now sits in the VIP block, ahead of the TOP model.
  await visit(page, `${site.url}/business/profile`);
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
  await visit(page, `${site.url}/escort?country_id=2&city_id=6`);
  const cards = page.getByRole('article');
  const card = cards.filter({ has: page.getByRole('link', { name: 'Vesslinor', exact: true }) });
  await card.waitFor();
  await expect.poll(() => card.getByText(en.listing.badges.VIP, { exact: true }).count()).toBe(1);
  const sponsored = card.getByRole('button', { name: en.listing.sponsored });
  // Keyboard: the label explains itself on Enter as on a tap.
  await sponsored.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => card.getByRole('dialog', { name: en.listing.sponsored }).textContent()).toMatch(/VIP/);
  const names = await cards.evaluateAll((els) => els.map((el) => ({
    name: el.querySelector('h3, h2')?.textContent ?? '',
    vip: [...el.querySelectorAll('li')].some((li) => li.textContent === 'VIP'),
  })));
  const at = names.findIndex((c) => c.name === 'Vesslinor');
  expect(at).toBeGreaterThanOrEqual(0);
  expect(names.slice(0, at + 1).every((c) => c.vip)).toBe(true);
  // Before the purchase she was listed after the TOP profiles; now she sits ahead of every one that is not VIP.
  expect(names.findIndex((c) => !c.vip)).toBeGreaterThan(at);

  // Her own page labels the placement too.
  await card.getByRole('link', { name: 'Vesslinor', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Vesslinor' }).waitFor();
  await expect.poll(() => page.getByRole('main').getByRole('button', { name: en.listing.sponsored }).count()).toBeGreaterThan(0);

  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

it('with online payment unavailable the business sees the §8 message and nothing is charged', async () => {
  const { context, page } = await signedIn(BUSINESS);
  await visit(page, `${site.url}/business/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 1000);
  await setScenario('payment-unavailable');
  try {
    await page.getByRole('button', { name: `${editor.payments.buy} ${en.payments.packages.maximum}`, exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: en.payments.unavailableForYou });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(editor.payments.nothingCharged);
  } finally {
    await setScenario('');
  }
  // A fresh read of the balance: unchanged.
  await reload(page);
  await expectHeaderBalance(page, 1000);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('a double click on buy charges once', async () => {
  const { context, page } = await signedIn(MODEL);
  await visit(page, `${site.url}/profile/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  await expectHeaderBalance(page, 500);
  const history = page.getByRole('table', { name: en.payments.history.title });
  await history.waitFor();
  const rowsBefore = await history.getByRole('row').count();

  await page.getByRole('button', { name: `${editor.payments.buy} ${en.payments.packages.starter}`, exact: true }).dblclick();
  await outcome(page, '100 LoveCoins added to your balance.').waitFor();
  await expectHeaderBalance(page, 600);
  await expect.poll(() => history.getByRole('row').count()).toBe(rowsBefore + 1);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('the demo model buys TOP, then switches to VIP after the confirmation', async () => {
  const { context, page } = await signedIn(MODEL);
  await visit(page, `${site.url}/profile/payments`);
  await page.getByRole('heading', { level: 1, name: editor.payments.title }).waitFor();
  // Whatever the tests above left: TOP costs an individual 150, VIP 300 (PACKAGE_PRICES_COINS).
  await headerBalance(page).waitFor();
  const start = Number((await headerBalance(page).textContent())!.replace(/\D/g, ''));
  expect(start).toBeGreaterThanOrEqual(PACKAGE_PRICES_COINS.individual.TOP + PACKAGE_PRICES_COINS.individual.VIP);
  await page.getByRole('button', { name: en.payments.buyTop, exact: true }).click();
  await outcome(page, 'TOP is active until').waitFor();
  await expectHeaderBalance(page, start - PACKAGE_PRICES_COINS.individual.TOP);

  // VIP is now a switch: asked first, then confirmed by a message.
  await page.getByRole('button', { name: editor.payments.switchTo.replace('{package}', 'VIP'), exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: editor.payments.switchTitle });
  await ask.waitFor();
  expect(await ask.textContent()).toContain(en.payments.switchConfirm.replace('{from}', 'TOP').replace('{to}', 'VIP'));
  await ask.getByRole('button', { name: editor.payments.switchTo.replace('{package}', 'VIP'), exact: true }).click();
  await outcome(page, editor.payments.switched.replace('{from}', 'TOP').replace('{to}', 'VIP')).waitFor();
  await expectHeaderBalance(page, start - PACKAGE_PRICES_COINS.individual.TOP - PACKAGE_PRICES_COINS.individual.VIP);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

it('the logged-in header fits a 390 px phone', async () => {
  for (const email of [MODEL, BUSINESS]) {
    const { context, page } = await signedIn(email);
    await visit(page, `${site.url}/escort`);
    await headerBalance(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }
  expect(problems).toEqual([]);
}, 60_000);
