import { describe, expect, it } from 'vitest';
import { inReadersLanguage } from '../../../ui/site/data/recently-viewed';

/** Recently viewed cards name their city in the reader's language, by the city's id. */
describe('recently viewed in the reader’s language', () => {
  const seen = [
    { id: 1, city: { id: 12, title: 'Múnich' } },
    { id: 2, city: { id: 40, title: 'Kiev' } },
    { id: 3, city: { id: 99, title: 'Nowhere' } },
  ];
  const german = [{ cities: [{ id: 12, title: 'München' }] }, { cities: [{ id: 40, title: 'Kyjiw' }] }];

  it('re-labels each city by id, keeping a city the answer lacks', () => {
    expect(inReadersLanguage(seen, german).map((p) => p.city.title)).toEqual(['München', 'Kyjiw', 'Nowhere']);
    expect(seen[0]?.city.title).toBe('Múnich');
  });

  it('keeps the stored names while the cities are unknown', () => {
    expect(inReadersLanguage(seen, undefined).map((p) => p.city.title)).toEqual(['Múnich', 'Kiev', 'Nowhere']);
  });
});
