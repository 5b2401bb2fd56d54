import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import cz from '@portal/sdk/i18n/cz';
import { LOCALES } from '../../schemas/constants';
import { visit, whenInteractive } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * A listing's filters as a visitor keeps them in Debian's Chromium: a business listing filtered by
 * city lists that city's places only, with the count, and keeps the city from page to page; every
 * language link of a filtered page (the switcher's and the footer's) keeps every filter of it,
 * the reviews page's rating and city and the feedback form's topic included.
 */
const session = setUpSiteSession();

/** Every language link of the page: the switcher's and the footer's column (hreflang marks both). */
const languageLinks = (page: Page) =>
  page.locator('a[hreflang]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://site.test').searchParams);
const cardCities = (page: Page) => page.locator('main article').evaluateAll((cards) => cards.map((c) => c.querySelector('h3 + p bdi')?.textContent ?? ''));

it('/cz/agencies?city_id=6 lists Prague agencies only, with the count and Prague in the heading and the filters', async () => {
  const { page } = await session.open({ locale: 'cs-CZ' });
  await visit(page, `${session.site.url}/cz/agencies`);
  // Not vacuous: unfiltered, the agencies are in several cities.
  const unfiltered = await cardCities(page);
  expect(new Set(unfiltered).size).toBeGreaterThan(1);

  await visit(page, `${session.site.url}/cz/agencies?city_id=6`);
  const filters = page.getByRole('search', { name: cz.filters.title });
  const city = filters.getByRole('combobox', { name: cz.filters.city, exact: true });
  const prague = (await city.locator('option:checked').textContent()) ?? '';
  expect(prague).toBe('Praha');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(cz.listing.inCity.agencies.replace('{city}', prague));
  const cities = await cardCities(page);
  expect(cities.length).toBeGreaterThan(0);
  expect(new Set(cities)).toEqual(new Set([prague]));
  // The count is the API's total for the city, in Czech.
  await expect.poll(() => page.getByText(/^Nalezen[oy]? \d+ podnik/).count()).toBe(1);

  // The country select shows Prague's; its cities only are offered until "any" country is chosen.
  const country = filters.getByRole('combobox', { name: cz.filters.country, exact: true });
  expect(await country.locator('option:checked').textContent()).toBe('Česko');
  await whenInteractive(country);
  await country.selectOption({ value: '' });
  await page.waitForURL((url) => !url.searchParams.has('city_id'));
  // Another city with agencies, from every country's: the URL and the list follow.
  const other = unfiltered.find((name) => name !== prague)!;
  await city.selectOption({ label: other });
  await page.waitForURL((url) => url.searchParams.get('city_id') !== '6');
  await expect.poll(async () => [...new Set(await cardCities(page))]).toEqual([other]);
  expect(Object.keys(queryOf(page.url())).sort()).toEqual(['city_id', 'country_id']);
  // Hydrated without a mismatch: the city search's texts come with its lazy part, as on the server.
  expect(session.problems).toEqual([]);
});

it.each([
  ['/de/reviews?rating=4&city_id=6', { city_id: '6', rating: '4' }],
  ['/de/reviews?category=agencies&x=1', { category: 'agencies' }],
  ['/de/feedback?topic=support', { topic: 'support' }],
  ['/de/agencies?city_id=6&country_id=2&page=1', { city_id: '6', country_id: '2' }],
] as const)('every language link of %s keeps its filters', async (path, kept) => {
  const { page } = await session.open({ locale: 'de-DE' });
  await visit(page, `${session.site.url}${path}`);
  const links = await languageLinks(page);
  // The switcher's nine, and the footer's nine.
  expect(links.length).toBeGreaterThanOrEqual(LOCALES.length);
  for (const href of links) expect(queryOf(href), href).toEqual(kept);
  expect(links.some((href) => href.startsWith('/ru/'))).toBe(true);
});

it("the 18+ form's return keeps the filters of the page it was asked on", async () => {
  const { page } = await session.open({ locale: 'de-DE', ageConfirmed: false });
  await visit(page, `${session.site.url}/de/reviews?rating=4&x=1&city_id=6`);
  const back = await page.locator('input[type="hidden"][name="return"]').getAttribute('value');
  expect(back).toBe('/de/reviews?city_id=6&rating=4');
});
