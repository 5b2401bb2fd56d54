import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../sdk/session';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import ru from '@portal/sdk/i18n/ru';
import { setUpSiteSession } from './support/site-session';

/**
 * A visitor in Debian's Chromium: 18+ gate, filters in the URL, reload and Back, profile to next
 * profile, language switch on the same profile, the empty message, and no console error on the
 * way. Screenshots of home, listing and profile at desktop and phone widths.
 */
const SHOTS = join(import.meta.dirname, '../.artifacts/screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const session = setUpSiteSession();
const { problems } = session;
/** The visitor's browser and page, in German, before the 18+ gate (the first test passes it). */
let context: BrowserContext;
let page: Page;

const found = async (p: Page): Promise<number> => {
  const text = await p.getByRole('status').filter({ hasText: /\d/ }).first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
};
const query = (p: Page) => new URL(p.url()).searchParams;
/**
 * Does something that refilters the listing and waits until the page shows the count of the
 * listing's own answer: the old cards and count stay on screen (dimmed) while the next answer
 * loads, so reading the count as soon as the URL changes would read the previous one.
 */
async function refilter(p: Page, action: () => Promise<void>): Promise<number> {
  const answered = p.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile' && r.request().method() === 'GET');
  await action();
  const { meta } = (await (await answered).json()) as { meta: { total_items: number } };
  await expect.poll(() => found(p)).toBe(meta.total_items);
  await expect.poll(() => p.locator('main [aria-busy="true"]').count()).toBe(0);
  return meta.total_items;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ context, page } = await session.open({ ageConfirmed: false, viewport: VIEWPORTS.desktop, locale: 'de-DE' }));
});

it('a visitor filters the German escort listing, opens profiles and switches to Russian', async () => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.goto(`${session.site.url}/de/escort`, { waitUntil: 'networkidle' });
  expect(await page.locator('html').getAttribute('lang')).toBe('de');

  // 18+: a labelled modal that Escape does not close; the pictures stay blurred behind it.
  const gate = page.getByRole('alertdialog', { name: de.ageGate.title });
  await expect.poll(() => gate.isVisible()).toBe(true);
  const firstImage = page.locator('main img').first();
  expect(await firstImage.evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
  await page.keyboard.press('Escape');
  expect(await gate.isVisible()).toBe(true);
  // Hydration asked the API nothing: the server payload held every answer.
  expect(apiCalls).toEqual([]);
  await gate.getByRole('button', { name: de.ageGate.confirm }).click();
  await expect.poll(() => gate.count()).toBe(0);
  expect(await firstImage.evaluate((img) => getComputedStyle(img).filter)).toBe('none');
  expect((await context.cookies()).some((c) => c.name === COOKIE_NAMES.ageConfirmed && c.value === '1')).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'listing-desktop.png') });

  const all = await found(page);
  expect(all).toBeGreaterThan(40);

  // Age range: the lower thumb up by ten years (PageUp), applied on commit.
  const minAge = page.getByRole('slider', { name: `${de.filters.ages}: ${de.filters.min}` });
  await minAge.focus();
  const byAge = await refilter(page, async () => {
    await minAge.press('PageUp');
    await page.waitForURL((url) => url.searchParams.get('age_min') === '28');
  });
  expect(byAge).toBeLessThan(all);

  // City: a country, then one of its cities, taken from a profile that matches so far.
  const sample = (await (await fetch(`${session.site.url}/api/profile?category=escort&age_min=28&per_page=1`)).json()) as {
    data: Array<{ country: { id: number }; city: { id: number } }>;
  };
  const { country, city } = sample.data[0]!;
  await refilter(page, async () => {
    await page.getByLabel(de.filters.country, { exact: true }).first().selectOption(String(country.id));
    await page.waitForURL((url) => url.searchParams.get('country_id') === String(country.id));
  });
  const byCity = await refilter(page, async () => {
    await page.getByLabel(de.filters.city, { exact: true }).first().selectOption(String(city.id));
    await page.waitForURL((url) => url.searchParams.get('city_id') === String(city.id));
  });
  expect(byCity).toBeLessThan(byAge);

  // VIP.
  const vip = page.getByRole('button', { name: de.filters.status.VIP, exact: true }).first();
  const byVip = await refilter(page, async () => {
    await vip.click();
    await page.waitForURL((url) => url.searchParams.getAll('statuses').includes('VIP'));
  });
  expect(byVip).toBeLessThanOrEqual(byCity);
  const filtered = page.url();
  expect(query(page).get('age_min')).toBe('28');

  // Reload: the URL is the state.
  await page.reload({ waitUntil: 'networkidle' });
  expect(page.url()).toBe(filtered);
  expect(await found(page)).toBe(byVip);
  expect(await page.getByRole('button', { name: de.filters.status.VIP, exact: true }).first().getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('alertdialog').count()).toBe(0); // the server knew the choice

  // Back: the filters before VIP.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('statuses') && url.searchParams.get('city_id') === String(city.id));
  await expect.poll(() => found(page)).toBe(byCity);

  // A profile, then the next one.
  const name = (await page.locator('main article h3 a').first().textContent())!.trim();
  // The card of that name: the paid zone above the grid may come in between and take the first place.
  await page.locator('main article h3 a').filter({ hasText: name }).first().click();
  // The filtered list travels with the link (?list=: previous/next walk it).
  await page.waitForURL((url) => /^\/de\/escort\/[^/]+$/.test(url.pathname) && url.searchParams.has('list'));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  await page.screenshot({ path: join(SHOTS, 'profile-desktop.png') });
  const first = page.url();
  await page.getByRole('link', { name: de.profile.nextProfile }).first().click();
  await page.waitForURL((url) => url.href !== first && /\/de\/escort\/[^/?]+$/.test(url.pathname));
  const slug = new URL(page.url()).pathname.split('/').pop()!;

  // Russian, same profile (a document navigation: each language is its own page).
  // The header's switcher (the phone menu holds a second one, hidden at this width; the footer's
  // languages column a third).
  await page.locator('summary:visible').filter({ hasText: de.nav.language }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Русский' }).and(page.locator(':visible')).click();
  await page.waitForURL((url) => url.pathname === `/ru/escort/${slug}` && url.searchParams.has('list'));
  expect(await page.locator('html').getAttribute('lang')).toBe('ru');
  expect(await page.getByRole('link', { name: ru.profile.prevProfile }).count()).toBeGreaterThan(0);

  // "Buy this place" opens the profile's personal page (banner sizes); there it leads a guest to log in.
  await page.getByRole('link', { name: ru.profile.buyPlace }).click();
  await page.waitForURL(/\/ru\/personal-page\/\d+$/);
  await page.getByRole('table', { name: ru.payments.banners.title }).waitFor();
  expect(await page.getByRole('link', { name: ru.profile.buyPlace }).getAttribute('href')).toBe('/ru/login');

  // Nothing matches: the spec's message.
  await page.goto(`${session.site.url}/escort?age_min=99`, { waitUntil: 'networkidle' });
  expect(await page.getByText(en.listing.empty).isVisible()).toBe(true);

  expect(problems).toEqual([]);
});

it('takes screenshots of home, listing and profile at desktop and phone widths', async () => {
  const profiles = (await (await fetch(`${session.site.url}/api/profile?per_page=1`)).json()) as { data: Array<{ slug: string }> };
  const pages = { home: '/', listing: '/escort', profile: `/escort/${profiles.data[0]!.slug}` };
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    const { context: ctx, page: p } = await session.open({ viewport, deviceScaleFactor: width === 'phone' ? 2 : 1 });
    for (const [name, path] of Object.entries(pages)) {
      await p.goto(session.site.url + path, { waitUntil: 'networkidle' });
      await p.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
    }
    await ctx.close();
  }
  expect(problems).toEqual([]);
});

it('web cam cards show no price (a cam model has no rates); escort cards do', async () => {
  const { context: visitor, page: p } = await session.open({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
  const [before, after] = en.listing.priceFrom.split('{price}') as [string, string];
  const priced = new RegExp(`${before}\\S+${after}`);
  const cards = async (path: string) => {
    await p.goto(`${session.site.url}${path}`);
    const all = p.getByRole('article');
    await all.first().waitFor();
    return { count: await all.count(), priced: await all.filter({ hasText: priced }).count() };
  };
  const escort = await cards('/escort');
  expect(escort.priced).toBeGreaterThan(0);
  const webcam = await cards('/web_cam');
  expect(webcam.count).toBeGreaterThan(0);
  expect(webcam.priced).toBe(0);
  expect(problems).toEqual([]);
  await visitor.close();
}, 60_000);
