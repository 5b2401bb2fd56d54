import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { CATALOG_LOADERS } from '@portal/sdk/i18n';
import { buildReference } from '../../mocks/seed';
import { BUSINESS_TYPE_TITLES } from '../../mocks/seed/reference-options';
import { SLIDE_TEXTS } from '../../mocks/seed/reference-titles/catalogue';
import { titleIn } from '../../mocks/seed/reference-titles/table';
import {
  businessTypeTitle, categoryTitle, currencyIn, incognitoName, optionTitle, serviceTitle,
} from '../../mocks/store/views/reference';
import type { OptionList } from '../../mocks/store/views/reference';
import { INCOGNITO_NAME } from '../../mocks/store/views/profile';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * A visitor of another language reads no English value on the listing (its filter
 * panel with every section open, and its cards), a profile page (opened from the server and by a
 * click in the listing) and the home page, in Debian's Chromium once the page is interactive.
 * The English values are the seed's own; each counts only where the page's language spells it
 * otherwise (Trans reads the same in German).
 */
const session = setUpSiteSession();
const LOCALES: readonly Locale[] = ['de', 'ru', 'el'];

/** [English, the page language's own] for every reference value the seed has. */
function seedValues(locale: Locale): Array<[string, string]> {
  const ref = buildReference();
  const pairs: Array<[string, string]> = [];
  for (const [list, options] of Object.entries(ref.individual)) {
    if (list === 'categories' || list === 'ages' || list === 'breast_sizes' || list === 'weights' || list === 'heights') continue;
    for (const o of options as Array<{ id: number; title: string }>) pairs.push([o.title, optionTitle(list as OptionList, o, locale)]);
  }
  for (const s of ref.services) pairs.push([s.title, serviceTitle(s.title, locale)]);
  for (const c of ref.categories) pairs.push([c.title, categoryTitle(c, locale)]);
  for (const [type, title] of Object.entries(BUSINESS_TYPE_TITLES)) pairs.push([title, businessTypeTitle(type as keyof typeof BUSINESS_TYPE_TITLES, locale)]);
  for (const c of ref.currencies) pairs.push([c.title, currencyIn(c, locale).title]);
  for (const s of ref.slides) for (const text of [s.title, s.subtitle]) if (text) pairs.push([text, titleIn(SLIDE_TEXTS, text, locale)]);
  pairs.push([INCOGNITO_NAME, incognitoName(INCOGNITO_NAME, locale)]);
  return pairs.filter(([english, own]) => english !== own);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (word: string, text: string) => new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'u').test(text);
const catalogText = async (locale: Locale) => JSON.stringify((await CATALOG_LOADERS[locale]()).default);

/**
 * The seed's English values that `text` shows, once the language's own values are set aside
 * (Frauen holds Frau). A word the language's own catalog uses is a word of that language too
 * (German writes Escort), so it does not count.
 */
async function englishValuesIn(text: string, locale: Locale): Promise<string[]> {
  const catalog = await catalogText(locale);
  const pairs = seedValues(locale).filter(([english]) => !wordIn(english, catalog));
  const own = [...new Set(pairs.map(([, o]) => o))].sort((a, b) => b.length - a.length);
  const rest = own.reduce((t, value) => t.replaceAll(value, ' '), text);
  return [...new Set(pairs.map(([english]) => english))].filter((english) => wordIn(english, rest));
}

/** The filter panel with every collapsed section open and loaded. */
async function openFilterPanel(page: Page): Promise<string> {
  const panel = page.getByRole('search').first();
  await panel.hover();
  const closed = panel.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  // Every opened section shows its checkboxes once the whole filter data has come.
  await expect.poll(() => panel.locator('[role="status"], [aria-busy="true"]').count()).toBe(0);
  await expect.poll(() => panel.getByRole('checkbox').count()).toBeGreaterThan(40);
  return panel.innerText();
}

/** A profile page's main part, without what its people wrote (about, reviews' texts). */
function profileText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-labelledby="about"], li > article p').forEach((el) => el.remove());
    return copy.innerText;
  });
}

/** The profile's parameters (its first description list): the same values whoever rendered them. */
const parametersOf = (page: Page) => page.locator('main dl').first().innerText();

async function readAs(locale: Locale) {
  const texts = (await CATALOG_LOADERS[locale]()).default;
  const context = await session.context({ locale: LOCALE_BCP47[locale] });
  const page = await context.newPage();
  session.watch(page);
  const base = `${session.site.url}/${locale}`;

  // The listing, as the server sent it and hydrated: the panel with every section, and the cards.
  await visit(page, `${base}/escort`);
  const panel = await openFilterPanel(page);
  expect(panel).toContain(texts.filters.title);
  const cards = (await page.getByRole('article').allInnerTexts()).join('\n');

  // A profile opened by a click in the listing (the browser's own requests), then from the server.
  const card = page.getByRole('article').first().getByRole('link').first();
  const href = await card.getAttribute('href');
  await card.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect.poll(() => page.locator('main dl').count()).toBeGreaterThan(0);
  const navigated = await profileText(page);
  const navigatedParameters = await parametersOf(page);
  await visit(page, `${session.site.url}${href}`);
  const served = await profileText(page);
  const servedParameters = await parametersOf(page);

  // The home page: the banner slides and the top escorts.
  await visit(page, `${base}/`);
  const home = await page.locator('main').innerText();
  await context.close();
  return { panel, cards, navigated, served, home, navigatedParameters, servedParameters };
}

it.each(LOCALES)('no English value on the %s listing, filter panel, profile and home pages', async (locale) => {
  const { panel, cards, navigated, served, home, navigatedParameters, servedParameters } = await readAs(locale);
  expect(await englishValuesIn(panel, locale), 'filter panel').toEqual([]);
  expect(await englishValuesIn(cards, locale), 'cards').toEqual([]);
  expect(await englishValuesIn(navigated, locale), 'profile (client navigation)').toEqual([]);
  expect(await englishValuesIn(served, locale), 'profile (server)').toEqual([]);
  expect(await englishValuesIn(home, locale), 'home').toEqual([]);
  // Client navigation and the server render the same values (and no hydration mismatch was logged).
  expect(navigatedParameters).toBe(servedParameters);
  expect(session.problems).toEqual([]);
}, 180_000);

it('the German pages read German values, and the English page the seed’s own', async () => {
  const de = await readAs('de');
  expect(de.panel).toEqual(expect.stringContaining('Frau'));
  expect(de.panel).toEqual(expect.stringContaining('Klassische Massage'));
  expect(de.home).toContain('Escorts in Ihrer Nähe');
  const context = await session.context({ locale: 'en-GB' });
  const page = await context.newPage();
  await visit(page, `${session.site.url}/escort`);
  const panel = await openFilterPanel(page);
  expect(panel).toContain('Female');
  expect(panel).toContain('Classic massage');
  await visit(page, `${session.site.url}/`);
  expect(await page.locator('main').innerText()).toContain('Escorts near you');
  await context.close();
}, 180_000);
