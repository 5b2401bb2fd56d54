import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import { isLocale, localizePath, splitLocale, splitUrl, stripLocale, switchLocale } from '../../../sdk/routes';
import { EXPECTED, prefixed } from './expected';

describe('localizePath / stripLocale', () => {
  it('adds no prefix for English and /{locale} for the others', () => {
    expect(localizePath('/escort', 'en')).toBe('/escort');
    expect(localizePath('/escort', 'es')).toBe('/es/escort');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/escort/anna?page=2#top', 'el')).toBe('/el/escort/anna?page=2#top');
    expect(localizePath('escort', 'de')).toBe('/de/escort');
  });

  it('replaces an existing prefix, so it is idempotent', () => {
    expect(localizePath('/es/escort', 'fr')).toBe('/fr/escort');
    expect(localizePath(localizePath('/escort', 'ru'), 'ru')).toBe('/ru/escort');
    expect(localizePath('/IT/escort', 'en')).toBe('/escort');
  });

  it('falls back to English for a locale that is not one of the nine', () => {
    expect(localizePath('/es/escort', 'xx' as Locale)).toBe('/escort');
  });

  it('strips a prefix case-insensitively and keeps the rest as written', () => {
    expect(stripLocale('/ES/Escort/Anna/?a=1')).toBe('/Escort/Anna/?a=1');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/es?a=1')).toBe('/?a=1');
    expect(stripLocale('/escort')).toBe('/escort');
    expect(stripLocale('/en/escort')).toBe('/en/escort');
    expect(stripLocale('/xx/escort')).toBe('/xx/escort');
    expect(splitLocale('/PT/reviews')).toEqual({ locale: 'pt', path: '/reviews' });
  });

  it('round-trips every route in every locale', () => {
    for (const e of EXPECTED) {
      for (const locale of LOCALES) {
        const path = prefixed(locale, e.path);
        expect(stripLocale(path)).toBe(e.path);
        expect(localizePath(stripLocale(path), locale)).toBe(path);
      }
    }
  });
});

describe('switchLocale', () => {
  it('keeps the page, query string and hash when the language changes', () => {
    for (const from of LOCALES) {
      for (const to of LOCALES) {
        const current = prefixed(from, '/escort/Anna') + '?page=3&sort=new#list';
        expect(switchLocale(current, to)).toBe(prefixed(to, '/escort/Anna') + '?page=3&sort=new#list');
        expect(switchLocale(prefixed(from, '/'), to)).toBe(prefixed(to, '/'));
      }
    }
  });

  it('switching there and back returns the same path', () => {
    const path = '/cz/client/favorites?x=1';
    expect(switchLocale(switchLocale(path, 'en'), 'cz')).toBe(path);
  });
});

describe('helpers', () => {
  it('splitUrl separates path, query string and hash', () => {
    expect(splitUrl('/a?b=1#c')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c' });
    expect(splitUrl('/a#c?d')).toEqual({ pathname: '/a', search: '', hash: '#c?d' });
    expect(splitUrl('/a')).toEqual({ pathname: '/a', search: '', hash: '' });
  });

  it('isLocale accepts the nine languages only', () => {
    for (const l of LOCALES) expect(isLocale(l)).toBe(true);
    for (const v of ['EN', 'xx', '', null, 1]) expect(isLocale(v)).toBe(false);
  });
});
