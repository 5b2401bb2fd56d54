import { beforeAll, expect, it } from 'vitest';
import type { FilterData } from '../../schemas/api/reference';
import { ageConfirmationCookie, serializeCookie } from '../../sdk/session';
import en from '@portal/sdk/i18n/en';
import { DESKTOP_USER_AGENT } from './support/chromium';
import { holdBack, isHydrated, whenHydrated, whenInteractive } from './support/hydrated';
import { setUpSiteSession, VIEWPORTS } from './support/site-session';

/**
 * The listing's filter panel, deferred: the page's payload carries only what the
 * panel's first paint shows (not the whole filter data), the panel's code hydrates on its own
 * (React keeps the server's HTML of it until its chunk arrives: it is never removed or redrawn),
 * and the rest of its choices load when the visitor reaches for it.
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });
const PANEL_CHUNK = /\/listing-parts-[\w-]+\.js$/;
let whole: FilterData['profile'];

beforeAll(async () => {
  whole = ((await (await fetch(`${session.site.url}/api/filter-data?category=escort`)).json()) as { data: FilterData }).data.profile;
});

it('the payload holds every country’s name but only the chosen country’s cities, and not the rest of the filter data', async () => {
  const chosen = whole.countries.find((c) => c.cities.length > 0)!;
  const res = await fetch(`${session.site.url}/escort?country_id=${chosen.id}`, {
    headers: { accept: 'text/html', 'user-agent': DESKTOP_USER_AGENT, cookie: serializeCookie(ageConfirmationCookie()).split(';')[0]! },
  });
  const html = await res.text();
  const json = /<script type="application\/json" id="__PORTAL__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const { queries } = (JSON.parse(json) as { site: { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } } }).site.queries;
  const panel = queries.filter((q) => q.queryKey[1] === 'filter-data');
  expect(panel.map((q) => q.queryKey)).toEqual([['reference', 'filter-data', 'escort', 'en', 'first-paint']]);
  const first = panel[0]!.state.data as { countries: Array<{ id: number; title: string; cities: unknown[] }>; services?: unknown };
  expect(first.countries).toEqual(
    whole.countries.map((c) => ({ id: c.id, title: c.title, cities: c.id === chosen.id ? c.cities.map(({ id, title }) => ({ id, title })) : [] })),
  );
  expect(first.services).toBeUndefined(); // a closed section's choices load later
  // The server still renders the chosen country's cities.
  // Names from the API stand direction-isolated in an option (FSI … PDI).
  for (const city of chosen.cities) expect(html).toMatch(new RegExp(`<option value="${city.id}">\\u2068?${city.title}\\u2069?<\\/option>`));
});

it('hydrates the server’s panel in place, then loads the rest of the choices when the visitor reaches for it', async () => {
  const context = await session.context();
  try {
    // Notes whether the panel's search landmark, once parsed, is ever taken out of the document.
    await context.addInitScript(() => {
      const seen = { removed: false };
      Object.defineProperty(window, '__panel', { value: seen });
      new MutationObserver((records) => {
        for (const r of records) {
          for (const node of r.removedNodes) {
            if (node instanceof Element && (node.matches('[role="search"]') || node.querySelector('[role="search"]'))) seen.removed = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    session.watch(page);
    const api: string[] = [];
    const chunks: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) api.push(pathname);
      if (pathname.endsWith('.js')) chunks.push(pathname);
    });
    // The panel's chunk is held back until the rest of the page has hydrated.
    // The panel's chunk (`listing-parts`, ui/site/server/client-chunks.ts).
    const release = await holdBack(page, PANEL_CHUNK);
    await page.goto(`${session.site.url}/escort`);
    const panel = page.getByRole('search', { name: en.filters.title });
    // The rest of the page hydrates; the page is not marked interactive before its panel is.
    await expect.poll(() => isHydrated(page.locator('h1')), { timeout: 30_000 }).toBe(true);
    expect(await isHydrated(panel)).toBe(false);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await panel.isVisible()).toBe(true); // the server's panel, meanwhile
    release();
    await whenHydrated(page);
    expect(await isHydrated(panel)).toBe(true);
    expect(chunks.some((c) => PANEL_CHUNK.test(c))).toBe(true);
    expect((await page.evaluate(() => (window as unknown as { __panel: { removed: boolean } }).__panel)).removed).toBe(false);
    expect(api).toEqual([]);

    // Reaching for the panel loads the rest: a country other than the first paint's has its cities.
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/filter-data' && r.ok());
    await whenInteractive(panel.getByLabel(en.filters.country, { exact: true }));
    await panel.getByLabel(en.filters.country, { exact: true }).hover();
    await loaded;
    const country = whole.countries.find((c) => c.cities.length > 1)!;
    await panel.getByLabel(en.filters.country, { exact: true }).selectOption(String(country.id));
    await page.waitForURL((url) => url.searchParams.get('country_id') === String(country.id));
    const city = panel.getByLabel(en.filters.city, { exact: true });
    await expect.poll(() => city.locator('option').count()).toBe(country.cities.length + 1);
    await city.selectOption(String(country.cities[1]!.id));
    await page.waitForURL((url) => url.searchParams.get('city_id') === String(country.cities[1]!.id));
    // A closed section opens with its choices.
    const services = panel.getByRole('button', { name: en.filters.services });
    await whenInteractive(services);
    await services.click();
    await expect.poll(() => panel.getByRole('checkbox', { name: whole.services[0]!.title, exact: true }).count()).toBeGreaterThan(0);
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});
