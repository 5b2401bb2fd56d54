import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import { UnknownLocaleError, isLocale, matchAcceptLanguage, matchLocale, toLocale } from '../../../sdk/locale';
import type { LocaleTag } from '../../../sdk/locale';
import { localeOf } from '../../../mocks/handlers/request';

/** BCP 47 tags people use, and the catalog each one reads (undefined: none of the nine). */
const TAGS: ReadonlyArray<readonly [string, Locale | undefined]> = [
  ['en', 'en'], ['EN', 'en'], ['en-GB', 'en'], ['en-US', 'en'], ['en_US', 'en'],
  ['es', 'es'], ['es-ES', 'es'], ['es-419', 'es'],
  ['fr', 'fr'], ['fr-CA', 'fr'], ['de', 'de'], ['de-DE', 'de'], ['de-AT', 'de'], ['DE-de', 'de'],
  ['it', 'it'], ['it-IT', 'it'], ['ru', 'ru'], ['ru-RU', 'ru'],
  ['cs', 'cz'], ['cs-CZ', 'cz'], ['CS-cz', 'cz'], ['cz', 'cz'], ['cz-CZ', 'cz'],
  ['pt', 'pt'], ['pt-BR', 'pt'], ['pt-PT', 'pt'], ['pt_BR', 'pt'],
  ['el', 'el'], ['el-GR', 'el'], [' de ', 'de'],
  ['xx', undefined], ['gr', undefined], ['zh-Hans-CN', undefined], ['sr-Latn-RS', undefined], ['english', undefined],
  ['', undefined], ['*', undefined], ['de DE', undefined], ['de-', undefined], ['-de', undefined], ['../de', undefined],
];

describe('matchLocale', () => {
  it.each(TAGS)('%j -> %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('reads every locale as itself', () => {
    for (const locale of LOCALES) expect(matchLocale(locale)).toBe(locale);
  });

  it('reads no value as no locale', () => {
    expect(matchLocale(undefined)).toBeUndefined();
    expect(matchLocale(null)).toBeUndefined();
  });
});

describe('toLocale', () => {
  it('gives the locale of a tag', () => {
    expect(toLocale('pt-BR')).toBe('pt');
    expect(toLocale('cs')).toBe('cz');
  });

  it('throws a typed error naming the value, never silently English', () => {
    const error = (() => {
      try {
        // @ts-expect-error: not a locale nor a tag of one
        toLocale('xx');
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UnknownLocaleError);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ name: 'UnknownLocaleError', tag: 'xx', message: expect.stringContaining('"xx"') });
    expect(() => toLocale(42 as unknown as LocaleTag)).toThrow(UnknownLocaleError);
  });

  it('isLocale stays strict: a tag is not a locale', () => {
    expect(isLocale('cz')).toBe(true);
    expect(isLocale('cs')).toBe(false);
    expect(isLocale('de-DE')).toBe(false);
  });
});

describe('matchAcceptLanguage', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['zh-CN,zh;q=0.9,cs;q=0.8,en;q=0.5', 'cz'],
    ['en;q=0.5, fr', 'fr'],
    ['fr;q=0, en', 'en'],
    ['pt-BR', 'pt'],
    ['el-GR;q=0.7,ru;q=0.7', 'el'],
    ['EN-gb ; q=0.8', 'en'],
    ['*', undefined],
    ['zh, ja;q=0.9', undefined],
    ['', undefined],
    ['de;q=abc', undefined],
  ] as const)('%j -> %s', (header, locale) => {
    expect(matchAcceptLanguage(header)).toBe(locale);
  });

  it('reads no header as no locale', () => {
    expect(matchAcceptLanguage(null)).toBeUndefined();
  });
});

describe('the mock API reads the language the same way', () => {
  const request = (headers: Record<string, string>) => new Request('http://api.test/api/profile', { headers });

  it.each([
    [{ 'content-language': 'cs-CZ' }, 'cz'],
    [{ 'accept-language': 'zh-CN,zh;q=0.9,cs;q=0.8' }, 'cz'],
    [{ 'content-language': 'xx', 'accept-language': 'de-DE,de;q=0.9' }, 'de'],
    [{ 'accept-language': 'ja' }, 'en'],
  ] as const)('%j -> %s', (headers, locale) => {
    expect(localeOf(request(headers))).toBe(locale);
  });
});
