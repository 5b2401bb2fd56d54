import type { City, Country } from '../../schemas';
import { slugify } from './names';

/**
 * The country and dial-code table (§3) and the cities the seed places profiles in. Real places,
 * invented people: 13 countries, 50 cities.
 */
const PLACES: ReadonlyArray<readonly [title: string, iso: string, dial: string, cities: readonly string[]]> = [
  ['Ukraine', 'UA', '+380', ['Kyiv', 'Lviv', 'Odesa', 'Kharkiv', 'Dnipro']],
  ['Czechia', 'CZ', '+420', ['Prague', 'Brno', 'Ostrava', 'Plzen']],
  ['Germany', 'DE', '+49', ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Frankfurt']],
  ['France', 'FR', '+33', ['Paris', 'Lyon', 'Marseille', 'Nice']],
  ['Spain', 'ES', '+34', ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Malaga']],
  ['Italy', 'IT', '+39', ['Rome', 'Milan', 'Naples', 'Florence']],
  ['Portugal', 'PT', '+351', ['Lisbon', 'Porto', 'Faro']],
  ['Greece', 'GR', '+30', ['Athens', 'Thessaloniki', 'Heraklion']],
  ['United Kingdom', 'GB', '+44', ['London', 'Manchester', 'Birmingham', 'Edinburgh']],
  ['Netherlands', 'NL', '+31', ['Amsterdam', 'Rotterdam', 'The Hague']],
  ['Switzerland', 'CH', '+41', ['Zurich', 'Geneva', 'Basel']],
  ['Austria', 'AT', '+43', ['Vienna', 'Salzburg', 'Graz']],
  ['Poland', 'PL', '+48', ['Warsaw', 'Krakow', 'Wroclaw', 'Gdansk']],
];

/** Currency id (of CURRENCIES) used by profiles of each country; EUR where the list lacks one. */
const CURRENCY_BY_ISO: Readonly<Record<string, string>> = { UA: 'UAH', GB: 'GBP', CH: 'CHF' };

export interface Places {
  countries: Country[];
  cities: City[];
  /** Currency code per country id. */
  currencyByCountry: Map<number, string>;
}

export function buildPlaces(): Places {
  const countries: Country[] = [];
  const cities: City[] = [];
  const currencyByCountry = new Map<number, string>();
  PLACES.forEach(([title, iso, dial, names], index) => {
    const id = index + 1;
    countries.push({ id, title, iso, dial_code: dial });
    currencyByCountry.set(id, CURRENCY_BY_ISO[iso] ?? 'EUR');
    for (const name of names) cities.push({ id: cities.length + 1, title: name, country_id: id, slug: slugify(name) });
  });
  return { countries, cities, currencyByCountry };
}
