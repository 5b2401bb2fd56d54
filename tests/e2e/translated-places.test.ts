import { expect, it } from 'vitest';
import { LOCALES, LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { SECTION_LOADERS } from '@portal/sdk/i18n';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';
import { CITY_NAMES, cityName } from '../../mocks/seed/city-names';

/**
 * Country names on the sign-up page of every language, as a visitor reads them in Debian's
 * Chromium once the page is interactive (server HTML and hydration alike): no English country
 * name where the page's language has a name of its own.
 */
const session = setUpSiteSession();

/** The API's own table: English titles with ISO codes. */
async function apiCountries(): Promise<Array<{ title: string; iso: string }>> {
  const res = await fetch(`${session.site.url}/api/country`, { headers: { accept: 'application/json', 'content-language': 'en' } });
  return ((await res.json()) as { data: Array<{ title: string; iso: string }> }).data;
}

async function signUpCountries(locale: Locale): Promise<string[]> {
  const auth = (await SECTION_LOADERS.auth[locale]()).default;
  const context = await session.context({ locale: LOCALE_BCP47[locale] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await visit(page, `${session.site.url}${locale === 'en' ? '' : `/${locale}`}/registration/model`);
  const options = await page.getByRole('combobox', { name: auth.register.country, exact: true })
    .evaluate((select) => [...(select as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.text));
  expect(problems, locale).toEqual([]);
  await context.close();
  return options;
}

it('no English country name shows on the sign-up page of a non-English language', async () => {
  const english = await apiCountries();
  expect(await signUpCountries('en')).toEqual(english.map((c) => c.title));
  const read = new Map<Locale, string[]>();
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const shown = await signUpCountries(locale);
    read.set(locale, shown);
    expect(shown, locale).toHaveLength(english.length);
    // An English title may show only where the language spells the country the same (Portugal in German).
    const own = new Intl.DisplayNames([LOCALE_BCP47[locale]], { type: 'region' });
    const englishOnly = english.filter((c) => own.of(c.iso) !== c.title).map((c) => c.title);
    expect(shown.filter((title) => englishOnly.includes(title)), locale).toEqual([]);
  }
  // What a German and a Russian visitor read.
  expect(read.get('de')).toEqual(expect.arrayContaining(['Deutschland', 'Tschechien', 'Österreich', 'Schweiz']));
  expect(read.get('ru')).toEqual(expect.arrayContaining(['Германия', 'Чехия', 'Украина', 'Греция']));
}, 180_000);

/** A page of `locale` as a visitor past the age gate reads it, once interactive. */
async function openAs(locale: Locale, path: string) {
  const context = await session.context({ locale: LOCALE_BCP47[locale] });
  const page = await context.newPage();
  await visit(page, `${session.site.url}/${locale}${path}`);
  return { page, context };
}

/** The seed's place names that `locale` spells otherwise, [English, own] (Intl's names for countries, the seed's table for cities). */
async function renamedPlaces(locale: Locale): Promise<Array<[string, string]>> {
  const own = new Intl.DisplayNames([LOCALE_BCP47[locale]], { type: 'region' });
  const countries = (await apiCountries()).map((c): [string, string] => [c.title, own.of(c.iso) ?? c.title]);
  const cities = Object.keys(CITY_NAMES).map((city): [string, string] => [city, cityName(city, locale)]);
  return [...countries, ...cities].filter(([english, name]) => english !== name);
}

/** The English names `text` shows, once the page language's own names (Frankfurt am Main holds Frankfurt) are set aside. */
async function englishPlacesIn(text: string, locale: Locale): Promise<string[]> {
  const renamed = await renamedPlaces(locale);
  const rest = renamed.reduce((t, [, name]) => t.replaceAll(name, ' '), text);
  return renamed.map(([english]) => english).filter((english) => new RegExp(`(^|[^\\p{L}])${english}($|[^\\p{L}])`, 'u').test(rest));
}

it('cards and profile pages name their places in the page language', async () => {
  // A German listing: every card's city in German (Munich reads München).
  const listing = await openAs('de', '/escort');
  const cards = await listing.page.getByRole('article').allInnerTexts();
  expect(cards.length).toBeGreaterThan(0);
  expect(await englishPlacesIn(cards.join('\n'), 'de')).toEqual([]);
  const cardLink = listing.page.getByRole('article').first().getByRole('link').first();
  const profilePath = new URL(await cardLink.getAttribute('href') ?? '', session.site.url).pathname.replace(/^\/de/, '');
  await listing.context.close();

  // A Russian profile: its city and country under the name, in Russian.
  const profile = await openAs('ru', profilePath);
  const header = await profile.page.getByRole('heading', { level: 1 }).locator('xpath=..').innerText();
  expect(header).toMatch(/\p{Script=Cyrillic}+, \p{Script=Cyrillic}+/u);
  expect(await englishPlacesIn(header, 'ru')).toEqual([]);
  // The nearby cards on that page, too (the profile itself is the article with the page heading).
  const nearby = await profile.page.getByRole('article').filter({ hasNot: profile.page.getByRole('heading', { level: 1 }) }).allInnerTexts();
  expect(nearby.length).toBeGreaterThan(0);
  expect(await englishPlacesIn(nearby.join('\n'), 'ru')).toEqual([]);
  await profile.context.close();
}, 120_000);
