import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { ProfileSummary } from '../../schemas/entities/profile';
import { createPortalClient } from '../../sdk/client';
import { CATALOG_LOADERS, SECTION_LOADERS } from '@portal/sdk/i18n';
import { visit, whenHydrated } from './support/hydrated';
import { setUpSiteSession, VIEWPORTS } from './support/site-session';

/**
 * Beyond the spec: a listing's order and searches as a visitor uses them in
 * English, German and Russian: the labelled sort select, the name search, the city combobox over
 * the reference cities in the page's language, and the same form without JavaScript.
 */
const session = setUpSiteSession({ context: { viewport: VIEWPORTS.desktop } });

const LOCALES: readonly Locale[] = ['en', 'de', 'ru'];
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

async function texts(locale: Locale) {
  const [main, visitor] = await Promise.all([CATALOG_LOADERS[locale](), SECTION_LOADERS.visitor[locale]()]);
  return { main: main.default, visitor: visitor.default };
}

/** What the API lists for a query, in a language (the site's proxy, as the browser would ask). */
async function api<T>(path: string, locale: Locale): Promise<T> {
  const res = await fetch(`${session.site.url}${path}`, { headers: { accept: 'application/json', 'content-language': locale } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const cardNames = (page: Page) => page.locator('main ul[aria-label] article h3').allTextContents();
/** A card's slug, from its link (names can repeat, slugs cannot). */
const slugsIn = (page: Page, list: string) =>
  page.locator(`${list} article h3 a`).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.split('/').pop() ?? ''));
/** An API page less the profiles the paid zone above the grid shows (the grid does not repeat them). */
async function gridOf(page: Page, profiles: readonly ProfileSummary[]): Promise<string> {
  const zone = new Set(await slugsIn(page, 'main section[aria-labelledby]'));
  return profiles.filter((p) => !zone.has(p.slug)).map((p) => p.slug).join('|');
}

async function open(locale: Locale, path: string, javaScriptEnabled = true) {
  const context = await session.context({ locale: LOCALE_BCP47[locale], javaScriptEnabled });
  const page = await context.newPage();
  session.watch(page);
  if (javaScriptEnabled) await visit(page, `${session.site.url}${prefix(locale)}${path}`);
  else await page.goto(`${session.site.url}${prefix(locale)}${path}`);
  return { context, page };
}

describe.each(LOCALES)('listing order and searches in %s', (locale) => {
  it('sorts by price from the labelled select, back to page 1, and back to the default order', async () => {
    const { main, visitor } = await texts(locale);
    const { context, page } = await open(locale, '/escort?page=2');
    try {
      const select = page.getByRole('combobox', { name: main.listing.sort });
      await expect.poll(() => select.evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.text))).toEqual([
        visitor.sort.default, visitor.sort.newest, visitor.sort.price_asc, visitor.sort.price_desc, visitor.sort.rating,
      ]);
      await select.selectOption({ label: visitor.sort.price_asc });
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=price_asc');
      const cheapest = await api<{ data: ProfileSummary[] }>('/api/profile?category=escort&sort=price_asc', locale);
      await expect.poll(async () => (await slugsIn(page, 'main ul[aria-label]')).join('|')).toBe(await gridOf(page, cheapest.data));

      await select.selectOption({ label: visitor.sort.default });
      await expect.poll(() => new URL(page.url()).search).toBe('');
      const recommended = await api<{ data: ProfileSummary[] }>('/api/profile?category=escort', locale);
      await expect.poll(async () => (await slugsIn(page, 'main ul[aria-label]')).join('|')).toBe(await gridOf(page, recommended.data));
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches by name on Enter and clears the search with its button', async () => {
    const { visitor } = await texts(locale);
    const { data } = await api<{ data: ProfileSummary[] }>('/api/profile?category=escort', locale);
    const part = data[0]!.name.slice(0, 3).toLowerCase();
    const { context, page } = await open(locale, '/escort?sort=newest');
    try {
      const field = page.getByRole('searchbox', { name: visitor.search.name });
      await field.fill(part);
      await field.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(part);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
      await expect.poll(async () => {
        const names = await cardNames(page);
        return names.length > 0 && names.every((name) => name.toLowerCase().includes(part));
      }).toBe(true);

      await page.getByRole('button', { name: visitor.search.clearName }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('name')).toBe(false);
      await expect.poll(() => field.inputValue()).toBe('');
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds a city in the page’s language with the combobox and filters by it', async () => {
    const { visitor } = await texts(locale);
    // The SDK's answer, country names in the page's language as the site shows them.
    const client = createPortalClient({ baseUrl: session.site.url, locale });
    const { data } = await client.reference.filterData('escort');
    const country = data.profile.countries.find((c) => c.cities.length > 2)!;
    const city = country.cities[1]!;
    const { context, page } = await open(locale, '/escort');
    try {
      const input = page.getByRole('textbox', { name: visitor.search.city });
      await input.click();
      // Once the visitor reaches for it, the field becomes a combobox (its code loads on intent).
      const combobox = page.getByRole('combobox', { name: visitor.search.city });
      await expect.poll(() => combobox.evaluate((el) => el === document.activeElement)).toBe(true);
      await combobox.pressSequentially(city.title.slice(0, 3));
      const option = page.getByRole('option', { name: `${city.title}, ${country.title}` });
      await option.waitFor();
      expect(await combobox.getAttribute('aria-expanded')).toBe('true');
      // Arrow down to the city, then Enter.
      for (let i = 0; i < 60 && (await option.getAttribute('aria-selected')) !== 'true'; i += 1) await combobox.press('ArrowDown');
      await combobox.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('city_id')).toBe(String(city.id));
      expect(new URL(page.url()).searchParams.get('country_id')).toBe(String(country.id));
      await expect.poll(() => combobox.inputValue()).toBe(`${city.title}, ${country.title}`);
      const cards = page.locator('main ul[aria-label] article');
      await expect.poll(async () => (await cards.count()) > 0 && (await cards.filter({ hasText: city.title }).count()) === (await cards.count())).toBe(true);

      await page.getByRole('button', { name: visitor.search.clearCity }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('city_id')).toBe(false);
      expect(session.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('without JavaScript the same form searches and sorts, keeping the other filters', async () => {
  const { main, visitor } = await texts('de');
  const { context, page } = await open('de', '/escort?age_min=25&page=3', false);
  try {
    await page.getByRole('searchbox', { name: visitor.search.name }).fill('a');
    await page.getByRole('combobox', { name: main.listing.sort }).selectOption({ label: visitor.sort.rating });
    await page.getByRole('search', { name: visitor.search.label }).getByRole('button', { name: main.common.search }).click();
    await page.waitForURL(/name=a/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ age_min: '25', name: 'a', sort: 'rating' });
    expect(new URL(page.url()).pathname).toBe('/de/escort');
  } finally {
    await context.close();
  }
});

it('the order and the searches are part of the server’s HTML and hydrate without a change', async () => {
  const { visitor } = await texts('ru');
  const { context, page } = await open('ru', '/escort?sort=rating&name=a');
  try {
    await whenHydrated(page);
    expect(await page.getByRole('searchbox', { name: visitor.search.name }).inputValue()).toBe('a');
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
});
