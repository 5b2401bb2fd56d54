import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/seed/demo-accounts';
import { COOKIE_NAMES } from '../../sdk/session';
import deAuth from '../../sdk/i18n/sections/auth/de';
import en from '@portal/sdk/i18n/en';
import enAuth from '../../sdk/i18n/sections/auth/en';
import ruAuth from '../../sdk/i18n/sections/auth/ru';
import ruForms from '../../sdk/i18n/sections/forms/ru';
import { holdBack, visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * In Debian's Chromium on the production site: `/` opens in the language the
 * visitor chose before; a login posted with script off says what went wrong (or logs in); a
 * profile opened from a list shows that it is loading and asks for its reviews at once.
 */
const session = setUpSiteSession({ resetMock: true });
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

it('opens / in the language the visitor chose before, and in English for English, no choice or a crawler', async () => {
  const { url } = session.site;
  for (const [locale, lang] of [['de', 'de-DE'], ['ru', 'ru-RU']] as const) {
    const context = await session.context();
    await context.addCookies([{ name: COOKIE_NAMES.locale, value: locale, url }]);
    const page = await context.newPage();
    session.watch(page);
    await page.goto(`${url}/`);
    expect(new URL(page.url()).pathname).toBe(`/${locale}`);
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang.slice(0, 2)}`));

    // Choosing English in the switcher keeps `/` English from then on.
    await visit(page, `${url}/${locale}`);
    await page.locator('summary', { hasText: locale.toUpperCase() }).first().click();
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(`${url}/`);
    await page.goto(`${url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).find((c) => c.name === COOKIE_NAMES.locale)?.value).toBe('en');
    await context.close();
  }

  const fresh = await session.open();
  await fresh.page.goto(`${url}/`);
  expect(new URL(fresh.page.url()).pathname).toBe('/');
  await fresh.context.close();

  const crawler = await fetch(`${url}/`, { redirect: 'manual', headers: { cookie: `${COOKIE_NAMES.locale}=de`, 'user-agent': GOOGLEBOT, accept: 'text/html' } });
  expect(crawler.status).toBe(200);
  expect(session.problems).toEqual([]);
});

it('with script off, a failed login comes back saying why in the page language; a right one logs in', async () => {
  const { url } = session.site;
  const { context, page } = await session.open({ javaScriptEnabled: false });

  // German, wrong password: §8's text above the form, and no session.
  await page.goto(`${url}/de/login`);
  await page.getByLabel(deAuth.login.email).fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel(deAuth.login.password).fill('not-the-password');
  await page.getByRole('button', { name: deAuth.login.submit }).click();
  await page.waitForURL(/\/de\/login\?/);
  expect((await page.getByRole('alert').textContent())?.trim()).toBe(deAuth.wrongPassword);
  expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.token)).toBe(false);

  // Russian, no password: said under the password field.
  await page.goto(`${url}/ru/login`);
  await page.getByLabel(ruAuth.login.email).fill(DEMO_ACCOUNTS.member.email);
  await page.getByRole('button', { name: ruAuth.login.submit }).click();
  await page.waitForURL(/\/ru\/login\?/);
  const password = page.getByLabel(ruAuth.login.password);
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  const described = (await password.getAttribute('aria-describedby')) ?? '';
  expect((await page.locator(`[id="${described}"]`).textContent())?.trim()).toBe(ruForms.required);

  // English, the right password: in the client's area, logged in.
  await page.goto(`${url}/login`);
  await page.getByLabel(enAuth.login.email).fill(DEMO_ACCOUNTS.member.email);
  await page.getByLabel(enAuth.login.password).fill(DEMO_ACCOUNTS.member.password);
  await page.getByRole('button', { name: enAuth.login.submit }).click();
  await page.waitForURL(`${url}/client/favorites`);
  expect(await page.getByRole('heading', { level: 1, name: en.pages.client.favorites }).isVisible()).toBe(true);
  expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.token)).toBe(true);
  await context.close();
  expect(session.problems).toEqual([]);
});

it('a new page of results shows a progress bar that stands still with reduced motion; a profile opened from a list is drawn at once and asks for its reviews before the profile has come', async () => {
  const { url } = session.site;
  const api = /\/api\//;
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await session.open({ reducedMotion });
    await visit(page, `${url}/escort`);

    // A new page of results waits for the API (held here until the bar is seen, so a busy machine
    // cannot end the wait before the test looks): a bar at the top says so. Its chunk comes at the first navigation.
    const release = await holdBack(page, api);
    const pageTwo = page.getByRole('navigation', { name: en.listing.pagination }).getByRole('link', { name: en.listing.goToPage.replace('{n}', '2') });
    const bar = page.getByRole('progressbar', { name: en.common.loading });
    try {
      await pageTwo.click();
      await bar.waitFor({ state: 'visible' });
      const moving = await bar.evaluate((el) => getComputedStyle(el.firstElementChild!).animationName);
      expect(moving === 'none').toBe(reducedMotion === 'reduce');
    } finally {
      release();
    }
    await page.unrouteAll({ behavior: 'wait' });
    await bar.waitFor({ state: 'detached' });
    await pageTwo.and(page.locator('[aria-current="page"]')).waitFor();

    await session.scenario('slow:800');
    try {
      // A card: the profile is drawn from it at once, saying it is loading, while both calls run.
      const order: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/profile\/\d+\/reviews/.test(r.url())) order.push('reviews asked');
      });
      page.on('requestfinished', (r) => {
        if (/\/api\/profile\/[^/?]+(\?|$)/.test(r.url())) order.push('profile came');
      });
      const card = page.locator('main article a[href^="/escort/"]').first();
      const href = (await card.getAttribute('href'))!;
      await card.click();
      await page.waitForURL(`${url}${href}`);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await expect.poll(() => order.slice(0, 2)).toEqual(['reviews asked', 'profile came']);
    } finally {
      await session.scenario('');
    }
    await context.close();
  }
  expect(session.problems).toEqual([]);
});
