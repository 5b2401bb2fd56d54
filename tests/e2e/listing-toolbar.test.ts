import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import el from '@portal/sdk/i18n/el';
import en from '@portal/sdk/i18n/en';
import ru from '@portal/sdk/i18n/ru';
import { PHONE_USER_AGENT } from './support/chromium';
import { visit } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * A phone's listing and home in Debian's Chromium on the production site: one bar above the cards,
 * the first card within the first screen (260 px on a listing, 900 px on home), a city filter named
 * in the heading in the reader's language, the filter sheet saying how many results it will show,
 * and an empty result with visible ways out.
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } });

/** Where the page's first card starts, from the top of the page. */
const firstCardTop = (page: Page) =>
  page.locator('main article').first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);

/** Prague's id in the mock's reference data. */
async function pragueId(): Promise<number> {
  const answer = (await (await fetch(`${session.site.url}/api/country-city-widget`)).json()) as { data: Array<{ cities: Array<{ id: number; title: string }> }> };
  return answer.data.flatMap((c) => c.cities).find((c) => c.title === 'Prague')!.id;
}

/**
 * The design's target: the first card (the paid zone's first, when the page has one) within 260 px
 * on a phone. Measured 245 px on /escort and 258 px with a city, whose chip shares the found count's
 * row.
 */
const FIRST_CARD_MAX_PX = 260;

it('puts the first card of a listing within 260 px of the top, under one bar, with or without a city', async () => {
  const { page } = await session.open();
  const prague = await pragueId();
  for (const path of ['/escort', `/escort?city_id=${prague}`]) {
    await visit(page, `${session.site.url}${path}`);
    expect(await firstCardTop(page)).toBeLessThanOrEqual(FIRST_CARD_MAX_PX);
  }
  // The name search is the filter sheet's on a phone: no name field in the bar.
  expect(await page.getByRole('searchbox', { name: en.filters.name }).isVisible()).toBe(false);
});

it('puts the first card of home within 900 px of the top', async () => {
  const { page } = await session.open();
  await visit(page, `${session.site.url}/`);
  expect(await firstCardTop(page)).toBeLessThanOrEqual(900);
});

for (const [lang, catalog, prefix, city] of [['English', en, '', 'Prague'], ['Russian', ru, '/ru', 'Прага'], ['Greek', el, '/el', 'Πράγα']] as const) {
  it(`names the filtered city in the heading and as a removable chip (${lang})`, async () => {
    const { page } = await session.open();
    await visit(page, `${session.site.url}${prefix}/escort?city_id=${await pragueId()}`);
    expect(await page.locator('h1').textContent()).toBe(catalog.listing.inCity.escort.replace('{city}', city));
    await page.getByRole('button', { name: catalog.listing.removeFilter.replace('{filter}', city) }).click();
    await page.waitForURL((url) => !url.search.includes('city_id'));
    await expect.poll(() => page.locator('h1').textContent()).toBe(catalog.categories.escort.title);
  });
}

it('says in the filter sheet how many results its pending filters give, and applies them on Apply', async () => {
  const { page } = await session.open();
  const prague = await pragueId();
  await visit(page, `${session.site.url}/escort?city_id=${prague}`);
  await page.getByRole('button', { name: new RegExp(en.filters.title) }).click();
  const sheet = page.getByRole('dialog', { name: en.filters.title });
  await sheet.getByRole('button', { name: en.filters.status.VIP, exact: true }).click();
  const expected = (await (await fetch(`${session.site.url}/api/profile?category=escort&city_id=${prague}&statuses[]=VIP`)).json()) as { meta: { total_items: number } };
  const label = (expected.meta.total_items === 1 ? en.filters.showResults_one : en.filters.showResults_other).replace('{count}', String(expected.meta.total_items));
  // Pending: the listing behind the sheet has not changed yet.
  expect(page.url()).not.toContain('statuses');
  await sheet.getByRole('button', { name: label }).click();
  await page.waitForURL(/statuses=VIP/);
  await expect.poll(() => page.getByRole('button', { name: en.listing.removeFilter.replace('{filter}', en.filters.status.VIP) }).isVisible()).toBe(true);
  await expect.poll(() => page.locator('main article').count()).toBe(expected.meta.total_items);
});

it('offers Clear filters and All in <city> when nothing matches', async () => {
  const { page } = await session.open();
  const prague = await pragueId();
  await visit(page, `${session.site.url}/escort?city_id=${prague}&name=nobody-by-this-name`);
  expect(await page.getByText(en.listing.empty).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: en.listing.clearFilters }).isVisible()).toBe(true);
  await page.getByRole('button', { name: en.listing.allInCity.replace('{city}', 'Prague') }).click();
  await page.waitForURL((url) => !url.search.includes('name='));
  expect(new URL(page.url()).searchParams.get('city_id')).toBe(String(prague));
  await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
});
