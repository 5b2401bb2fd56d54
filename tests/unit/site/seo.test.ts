import { describe, expect, it } from 'vitest';
import { alternatesFor } from '../../../ui/site/shell/seo';

const ORIGIN = 'https://site.test';

describe('canonical and hreflang alternates', () => {
  it('name one URL per page whatever the case or trailing slash', () => {
    const a = alternatesFor(ORIGIN, '/DE/Escort/');
    expect(a?.canonical).toBe(`${ORIGIN}/de/escort`);
    expect(alternatesFor(ORIGIN, '/de/escort')?.canonical).toBe(a?.canonical);
  });

  it('give all nine languages plus x-default (English)', () => {
    const a = alternatesFor(ORIGIN, '/ru/escort/anna-1');
    expect(a?.languages.map((l) => l.hrefLang)).toEqual(['en', 'es', 'fr', 'de', 'it', 'cs', 'ru', 'pt', 'el', 'x-default']);
    expect(a?.languages.find((l) => l.hrefLang === 'cs')?.href).toBe(`${ORIGIN}/cz/escort/anna-1`);
    expect(a?.languages.at(-1)?.href).toBe(`${ORIGIN}/escort/anna-1`);
  });

  it('keep the page number but not the filters', () => {
    expect(alternatesFor(ORIGIN, '/escort?age_min=25&page=3')?.canonical).toBe(`${ORIGIN}/escort?page=3`);
    expect(alternatesFor(ORIGIN, '/escort?page=1')?.canonical).toBe(`${ORIGIN}/escort`);
    expect(alternatesFor(ORIGIN, '/escort?page=abc')?.canonical).toBe(`${ORIGIN}/escort`);
  });

  it('mark private areas and account forms as not for indexing', () => {
    expect(alternatesFor(ORIGIN, '/client/favorites')?.index).toBe(false);
    expect(alternatesFor(ORIGIN, '/login')?.index).toBe(false);
    expect(alternatesFor(ORIGIN, '/escort')?.index).toBe(true);
  });

  it('have nothing for unknown paths (404)', () => {
    expect(alternatesFor(ORIGIN, '/no/such/page')).toBeNull();
  });
});
