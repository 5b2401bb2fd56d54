import { DEFAULT_LOCALE } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { toBcp47 } from './format';

/**
 * Country names in the reader's language, from the platform's own CLDR data (`Intl.DisplayNames`)
 * by the country's ISO 3166 code, which the API's country table carries. English keeps the API's
 * title (the spec's table); every other language gets the CLDR name, whatever language the API
 * answered in, so no page shows an English country name among translated texts. A code the
 * runtime's data does not know keeps the API's title.
 *
 * The SDK applies it where the answers are read (the reference endpoints), so a server-rendered
 * page sends the names it rendered in its dehydrated state: the browser never computes them
 * during hydration, and its own CLDR version cannot disagree with the server's.
 */
const regionNames = new Map<string, Intl.DisplayNames>();

export function countryName(iso: string, locale: Locale, apiTitle: string): string {
  // Two letters are always a well-formed region code (Intl throws on anything else).
  if (locale === DEFAULT_LOCALE || !/^[a-z]{2}$/i.test(iso)) return apiTitle;
  const tag = toBcp47(locale);
  let names = regionNames.get(tag);
  if (!names) regionNames.set(tag, (names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' })));
  return names.of(iso.toUpperCase()) ?? apiTitle;
}

/**
 * A country list with its titles in `locale`, in that language's alphabetical order (the API's
 * order is the English one); the other fields, cities included, as they came.
 */
export function localizeCountries<T extends { iso: string; title: string }>(countries: readonly T[], locale: Locale): T[] {
  if (locale === DEFAULT_LOCALE) return [...countries];
  const tag = toBcp47(locale);
  return countries.map((c) => ({ ...c, title: countryName(c.iso, locale, c.title) })).sort((a, b) => a.title.localeCompare(b.title, tag));
}
