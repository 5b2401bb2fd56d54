import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockHttpServer } from '../../mocks/http/server';
import type { MockHttpServer } from '../../mocks/http/server';
import de from '@portal/sdk/i18n/de';
import ru from '@portal/sdk/i18n/ru';
import en from '@portal/sdk/i18n/en';
import { routePath } from '../../sdk/routes';
// @ts-expect-error -- plain ESM build script without declarations
import { buildEmbed } from '../../scripts/build-embed.mjs';
import { connectBrowser } from './support/site-session';

/**
 * The script-tag widget on a plain HTML page (no React) with a hostile stylesheet, in Debian's
 * Chromium: two profile widgets (de, ru) below the fold, one with an API that does not answer, and a
 * strip of agencies.
 */
// Built fresh into a temporary folder (under a second), so the test never runs a stale bundle.
const OUT = mkdtempSync(join(tmpdir(), 'embed-e2e-'));
const BUNDLE = join(OUT, 'portal-listing.js');
const SHOTS = join(import.meta.dirname, '../.artifacts/screenshots');

let api: MockHttpServer;
let host: Server;
let hostUrl = '';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let deadApi = '';
/** The German widget is filtered by country and city, as the brief's example tag is. */
interface Sample { slug: string; name: string; age: number; country: { id: number }; city: { id: number; title: string }; statuses: { is_vip: boolean; is_top: boolean } }
let deFilter: { country: number; city: number; expected: Sample[] };

function page_html(apiUrl: string): string {
  const widget = (locale: string, id: string, a: string, place = '', category = 'escort') =>
    `<div id="${id}" class="w c n l card" data-portal-listing data-category="${category}"${place} data-locale="${locale}" data-limit="4" data-api="${a}" data-portal="${apiUrl}"></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<style>
  * { color: red !important; font-size: 40px !important; font-family: serif !important }
  a { display: none }
  img { filter: none !important; opacity: .1 }
  .c, .card, .n, .l, .w { border: 5px dotted rgb(0, 0, 255); background: rgb(255, 255, 0) }
  .spacer { height: 3000px }
</style></head><body>
<h1>Partner</h1>
<p class="c" id="host-card">A host element styled by a class the widget also uses.</p>
<div class="spacer"></div>
${widget('de', 'w-de', apiUrl, ` data-country="${deFilter.country}" data-city="${deFilter.city}"`)}
<div class="spacer"></div>
${widget('ru', 'w-ru', apiUrl)}
<div class="spacer"></div>
${widget('de', 'w-dead', deadApi)}
<div class="spacer"></div>
${widget('ru', 'w-agencies', apiUrl, '', 'agencies')}
<script src="/portal-listing.js"></script>
</body></html>`;
}

beforeAll(async () => {
  await buildEmbed({ outDir: OUT });
  api = await startMockHttpServer({ port: 0 });
  const sample = ((await (await fetch(`${api.url}/api/profile?category=escort&per_page=1`)).json()) as { data: Sample[] }).data[0]!;
  const q = `category=escort&country_id=${sample.country.id}&city_id=${sample.city.id}&page=1&per_page=4`;
  const expected = ((await (await fetch(`${api.url}/api/profile?${q}`, { headers: { 'Accept-Language': 'de' } })).json()) as { data: Sample[] }).data;
  deFilter = { country: sample.country.id, city: sample.city.id, expected };
  // A port that was open a moment ago and is closed now: connection refused.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  deadApi = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((r) => probe.close(() => r()));

  host = createServer((req, res) => {
    if (req.url === '/portal-listing.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(readFileSync(BUNDLE));
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page_html(api.url));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  browser = await connectBrowser();
  context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (host ? host.close(() => r()) : r()));
  host?.closeAllConnections();
  await api?.close();
  rmSync(OUT, { recursive: true, force: true });
});

it('renders isolated, lazy, localized cards behind an in-place 18+ panel, and falls back to a link', async () => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const apiRequests: string[] = [];
  const apiOriginRequests: string[] = []; // API calls plus the pictures it serves
  const deadRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(api.url)) apiOriginRequests.push(r.url());
    if (r.url().startsWith(`${api.url}/api/`)) apiRequests.push(r.url());
    if (r.url().startsWith(deadApi)) deadRequests.push(r.url());
  });

  await page.goto(hostUrl, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  // Lazy: mounted (shadow roots exist) but nothing asked of the API before scrolling.
  expect(await page.locator('#w-de').evaluate((el) => el.shadowRoot !== null)).toBe(true);
  expect(apiOriginRequests).toEqual([]);
  expect(deadRequests).toEqual([]);

  // The German widget scrolls into view: one request, for its cards only.
  const wDe = page.locator('#w-de');
  await wDe.scrollIntoViewIfNeeded();
  const deRegion = wDe.getByRole('region', { name: de.categories.escort.title });
  const { expected } = deFilter;
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => deRegion.getByRole('article').count(), { timeout: 10_000 }).toBe(expected.length);
  expect(apiRequests).toHaveLength(1);
  const asked = new URL(apiRequests[0]!).searchParams;
  expect([asked.get('per_page'), asked.get('country_id'), asked.get('city_id')]).toEqual(['4', String(deFilter.country), String(deFilter.city)]);
  expect(await page.locator('#w-ru').evaluate((el) => el.shadowRoot?.querySelectorAll('article').length)).toBe(0);

  // The cards: name link to the localized profile page, age, badges, images with alt text.
  const first = expected[0]!;
  const link = deRegion.getByRole('link', { name: first.name, exact: true });
  expect(await link.getAttribute('href')).toBe(`${api.url}${routePath('escort-profile', { slug: first.slug }, 'de')}`);
  expect(routePath('escort-profile', { slug: first.slug }, 'de')).toMatch(/^\/de\/escort\//);
  expect(await deRegion.getByRole('img', { name: first.name }).count()).toBe(1);
  const firstCard = deRegion.getByRole('article', { name: first.name });
  expect(await firstCard.textContent()).toContain(`${first.age} Jahre · ${first.city.title}`);
  if (first.statuses.is_vip || first.statuses.is_top) expect(await firstCard.textContent()).toContain(de.listing.sponsored);
  expect(await firstCard.getByRole('listitem').allTextContents()).toEqual(
    expect.arrayContaining(first.statuses.is_vip ? [de.listing.badges.VIP] : []),
  );

  // Host styles do not leak in: computed styles inside the shadow root.
  const inside = await link.evaluate((a) => {
    const s = getComputedStyle(a);
    const card = a.closest('article')!;
    const c = getComputedStyle(card);
    return { color: s.color, fontSize: s.fontSize, display: s.display, family: s.fontFamily, cardBorder: c.borderTopStyle, cardBg: c.backgroundColor };
  });
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  expect(inside.fontSize).not.toBe('40px');
  expect(inside.display).not.toBe('none');
  expect(inside.family).not.toBe('serif');
  expect(inside.cardBorder).not.toBe('dotted');
  expect(inside.cardBg).not.toBe('rgb(255, 255, 0)');
  // ...nor do the widget's styles leak out: the host element keeps the page's look.
  const outside = await page.locator('#host-card').evaluate((p) => {
    const s = getComputedStyle(p);
    return { border: s.borderTopStyle, borderColor: s.borderTopColor, bg: s.backgroundColor, color: s.color };
  });
  expect(outside).toEqual({ border: 'dotted', borderColor: 'rgb(0, 0, 255)', bg: 'rgb(255, 255, 0)', color: 'rgb(255, 0, 0)' });

  // 18+: pictures blurred behind an in-place panel until confirmed; the choice is stored.
  const image = deRegion.getByRole('img').first();
  expect(await image.evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
  const panel = deRegion.getByRole('dialog', { name: de.ageGate.title });
  expect(await panel.isVisible()).toBe(true);
  await panel.getByRole('button', { name: de.ageGate.confirm }).click();
  await expect.poll(() => panel.count()).toBe(0);
  await expect.poll(() => image.evaluate((img) => getComputedStyle(img).filter)).toBe('none'); // after the fade
  expect(await page.evaluate(() => Object.keys(localStorage))).toContain('age_confirmed');
  expect((await context.cookies(hostUrl)).some((c) => c.name === 'age_confirmed' && c.value === '1')).toBe(true);

  // The Russian widget: its own language, no panel (already confirmed), Russian profile links.
  const wRu = page.locator('#w-ru');
  await wRu.scrollIntoViewIfNeeded();
  const ruRegion = wRu.getByRole('region', { name: ru.categories.escort.title });
  await expect.poll(() => ruRegion.getByRole('article').count(), { timeout: 10_000 }).toBe(4);
  expect(apiRequests).toHaveLength(2);
  expect(await ruRegion.getByRole('dialog').count()).toBe(0);
  const ruHref = await ruRegion.getByRole('article').first().getByRole('link').getAttribute('href');
  expect(ruHref).toMatch(new RegExp(`^${api.url}/ru/escort/[^/]+$`));
  expect(await ruRegion.textContent()).toContain(ru.listing.badges.verified);
  mkdirSync(SHOTS, { recursive: true });
  await wRu.screenshot({ path: join(SHOTS, 'embed-ru.png') });

  // Unreachable API: a link to the portal's German listing page instead of cards.
  const wDead = page.locator('#w-dead');
  await wDead.scrollIntoViewIfNeeded();
  const fallback = wDead.getByRole('link', { name: de.categories.escort.title });
  await expect.poll(() => fallback.count(), { timeout: 15_000 }).toBe(1);
  expect(await fallback.getAttribute('href')).toBe(`${api.url}${routePath('escort-list', {}, 'de')}`);
  expect(await wDead.getByRole('status').textContent()).toContain(de.listing.error);
  expect(deadRequests.length).toBeGreaterThan(0);

  // Businesses too: a strip of agencies in Russian, linking to their localized pages.
  const agencies = ((await (await fetch(`${api.url}/api/business?type=agencies&page=1&per_page=4`)).json()) as { data: Array<{ slug: string; name: string }> }).data;
  expect(agencies.length).toBeGreaterThan(0);
  const wAgencies = page.locator('#w-agencies');
  await wAgencies.scrollIntoViewIfNeeded();
  const agencyRegion = wAgencies.getByRole('region', { name: ru.categories.agencies.title });
  await expect.poll(() => agencyRegion.getByRole('article').count(), { timeout: 10_000 }).toBe(agencies.length);
  const agencyLink = agencyRegion.getByRole('link', { name: agencies[0]!.name, exact: true });
  expect(await agencyLink.getAttribute('href')).toBe(`${api.url}${routePath('agency-detail', { slug: agencies[0]!.slug }, 'ru')}`);
  const businessCall = new URL(apiRequests.at(-1)!);
  expect([businessCall.pathname, businessCall.searchParams.get('type')]).toEqual(['/api/business', 'agencies']);
  expect(ru.categories.agencies.title).not.toBe(en.categories.agencies.title);
  expect(problems).toEqual([]);
});
