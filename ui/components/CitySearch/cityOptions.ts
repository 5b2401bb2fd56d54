/** A city the city search offers: its name and its country's, as the API gives them in the visitor's language. */
export interface CityOption {
  id: number;
  title: string;
  countryId: number;
  countryTitle: string;
}

/** At most this many cities are listed at once; typing narrows them down. */
export const CITY_OPTIONS_MAX = 50;

/** "Berlin, Germany": the option's text, and the field's once chosen. */
export const cityLabel = (city: CityOption): string => `${city.title}, ${city.countryTitle}`;

/** Text as the search compares it: lower case, accents dropped (`Plzeň` is found by `plzen`). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Every city of a country-with-cities list (the filter data's `countries`), as options. */
export function cityOptionsOf(countries: ReadonlyArray<{ id: number; title: string; cities: ReadonlyArray<{ id: number; title: string }> }>): CityOption[] {
  return countries.flatMap((country) =>
    country.cities.map((city) => ({ id: city.id, title: city.title, countryId: country.id, countryTitle: country.title })));
}

/**
 * The cities matching what the visitor typed: those whose name starts with it first, then those
 * whose name or country contains it, each alphabetically in the page's language. The chosen city's
 * own label (or nothing typed) lists every city.
 */
export function matchCities(cities: readonly CityOption[], typed: string, chosen: CityOption | null, locale: string): CityOption[] {
  const text = fold(typed);
  const all = text === '' || (chosen !== null && typed === cityLabel(chosen));
  const collator = new Intl.Collator(locale);
  const rank = (city: CityOption): number => {
    if (all) return 0;
    const title = fold(city.title);
    if (title.startsWith(text)) return 0;
    return title.includes(text) || fold(cityLabel(city)).includes(text) ? 1 : -1;
  };
  return cities
    .map((city) => ({ city, rank: rank(city) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || collator.compare(a.city.title, b.city.title))
    .slice(0, CITY_OPTIONS_MAX)
    .map((entry) => entry.city);
}
