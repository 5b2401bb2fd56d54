import { expect, it } from 'vitest';
import { LOCALES, LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { CATALOG_LOADERS } from '../../sdk/i18n';
import { visit } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

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
  const texts = (await CATALOG_LOADERS[locale]()).default;
  const context = await session.context({ locale: LOCALE_BCP47[locale] });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await visit(page, `${session.site.url}${locale === 'en' ? '' : `/${locale}`}/registration/model`);
  const options = await page.getByRole('combobox', { name: texts.auth.register.country, exact: true })
    .evaluate((select) => [...(select as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.text));
  expect(problems, locale).toEqual([]);
  await context.close();
  return options;
}

it('no English country name shows on the sign-up page of a non-English language', async () => {
  const english = await apiCountries();
  expect(await signUpCountries('en')).toEqual(english.map((c) => c.title));
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const shown = await signUpCountries(locale);
    expect(shown, locale).toHaveLength(english.length);
    // An English title may show only where the language spells the country the same (Portugal in German).
    const own = new Intl.DisplayNames([LOCALE_BCP47[locale]], { type: 'region' });
    const englishOnly = english.filter((c) => own.of(c.iso) !== c.title).map((c) => c.title);
    expect(shown.filter((title) => englishOnly.includes(title)), locale).toEqual([]);
  }
  // What a German and a Russian visitor read.
  expect(await signUpCountries('de')).toEqual(expect.arrayContaining(['Deutschland', 'Tschechien', 'Österreich', 'Schweiz']));
  expect(await signUpCountries('ru')).toEqual(expect.arrayContaining(['Германия', 'Чехия', 'Украина', 'Греция']));
}, 180_000);
