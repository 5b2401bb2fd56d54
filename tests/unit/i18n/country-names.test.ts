import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import { countryName, localizeCountries } from '../../../sdk/i18n/country-names';

/** The mock's table as the API answers it (English titles, ISO codes). */
const COUNTRIES = [
  { id: 1, title: 'Austria', iso: 'AT', dial_code: '+43' },
  { id: 2, title: 'Czechia', iso: 'CZ', dial_code: '+420' },
  { id: 3, title: 'Germany', iso: 'DE', dial_code: '+49' },
  { id: 4, title: 'Greece', iso: 'GR', dial_code: '+30' },
  { id: 5, title: 'United Kingdom', iso: 'GB', dial_code: '+44' },
];

describe('country names in the reader’s language', () => {
  it('German and Russian readers read their own names, by ISO code', () => {
    expect(localizeCountries(COUNTRIES, 'de').map((c) => c.title)).toEqual(['Deutschland', 'Griechenland', 'Österreich', 'Tschechien', 'Vereinigtes Königreich']);
    expect(localizeCountries(COUNTRIES, 'ru').map((c) => c.title)).toEqual(['Австрия', 'Великобритания', 'Германия', 'Греция', 'Чехия']);
    expect(countryName('GR', 'el', 'Greece')).toBe('Ελλάδα');
    expect(countryName('CZ', 'cz', 'Czechia')).toBe('Česko');
  });

  it('no non-English locale keeps an English name where its language has another', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const titles = localizeCountries(COUNTRIES, locale).map((c) => c.title);
      expect(titles, locale).not.toContain('Germany');
      expect(titles, locale).not.toContain('United Kingdom');
    }
  });

  it('English keeps the API’s titles and order; ids, codes and the rest travel unchanged', () => {
    expect(localizeCountries(COUNTRIES, 'en')).toEqual(COUNTRIES);
    const german = localizeCountries(COUNTRIES, 'de').find((c) => c.id === 3)!;
    expect(german).toEqual({ id: 3, title: 'Deutschland', iso: 'DE', dial_code: '+49' });
  });

  it('a code the platform does not know keeps the API’s title', () => {
    expect(countryName('AA', 'de', 'Nowhere')).toBe('Nowhere');
    expect(countryName('not-a-code', 'ru', 'Somewhere')).toBe('Somewhere');
  });
});
