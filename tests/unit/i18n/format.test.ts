import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, LOCALES } from '../../../schemas/constants';
import {
  formatDate, formatDateTime, formatFileSize, formatHeight, formatList, formatMoney, formatNumber, formatRelative,
  formatWeight, rateDurationLabel, toBcp47,
} from '../../../sdk/i18n/format';

const NBSP = /[\u00a0\u202f ]/g;
const plain = (s: string) => s.replace(NBSP, ' ');
const UTC = { timeZone: 'UTC' } as const;
const MARCH_21 = '2025-03-21T14:05:00Z';

describe('formatNumber', () => {
  it('uses each locale’s separators', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(plain(formatNumber(1234.5, 'cz'))).toBe('1 234,5');
    expect(plain(formatNumber(1234.5, 'ru'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'el')).toBe('1.234,5');
  });

  it('round-trips integers once the grouping is removed (German)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatNumber(n, 'de').replace(/\./g, '')).toBe(String(n));
      }),
    );
  });

  it('gives an empty string for non-finite input instead of throwing', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR', 'en')).toBe('');
  });
});

describe('formatMoney', () => {
  it('places the currency the local way and drops zero cents', () => {
    expect(formatMoney(150, 'EUR', 'en')).toBe('€150');
    expect(plain(formatMoney(150, 'EUR', 'de'))).toBe('150 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(plain(formatMoney(99.9, 'RUB', 'ru'))).toBe('99,90 ₽');
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
  });

  it('formats every currency of the spec in every locale', () => {
    for (const locale of LOCALES) {
      for (const code of CURRENCY_CODES) {
        // The yen has no minor unit: 10.5 rounds to 11.
        expect(formatMoney(10.5, code, locale)).toMatch(code === 'JPY' ? /(^|\D)11(\D|$)/ : /10[.,]50/);
      }
    }
  });
});

describe('dates', () => {
  it('formats dates per locale (Czech as `cs`)', () => {
    expect(formatDate(MARCH_21, 'en', { dateStyle: 'medium', ...UTC })).toBe('Mar 21, 2025');
    expect(formatDate(MARCH_21, 'de', { dateStyle: 'medium', ...UTC })).toBe('21.03.2025');
    expect(formatDate(MARCH_21, 'cz', { day: 'numeric', month: 'long', ...UTC })).toBe('21. března');
    expect(formatDate(MARCH_21, 'ru', { day: 'numeric', month: 'long', ...UTC })).toBe('21 марта');
    expect(formatDate(MARCH_21, 'el', { day: 'numeric', month: 'long', ...UTC })).toBe('21 Μαρτίου');
    expect(formatDateTime(MARCH_21, 'de', { dateStyle: 'short', timeStyle: 'short', ...UTC })).toBe('21.03.25, 14:05');
    expect(formatDate(new Date(Date.UTC(2025, 0, 2)), 'en', { dateStyle: 'short', ...UTC })).toBe('1/2/25');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatRelative('not a date', 'en')).toBe('');
  });

  it('says how long ago, in the largest fitting unit', () => {
    const now = Date.parse(MARCH_21);
    expect(formatRelative(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(now - 3 * 3_600_000, 'de', now)).toBe('vor 3 Stunden');
    expect(formatRelative(now - 86_400_000, 'en', now)).toBe('yesterday');
    expect(formatRelative(now - 5 * 86_400_000, 'ru', now)).toBe('5 дней назад');
    expect(formatRelative(now - 2 * 86_400_000, 'cz', now, { numeric: 'always' })).toBe('před 2 dny');
    expect(formatRelative(now + 2 * 86_400_000, 'en', now, { numeric: 'always' })).toBe('in 2 days');
    expect(formatRelative(now, 'en', now)).toBe('now');
  });
});

describe('units and lists', () => {
  it('writes heights, weights and file sizes with local unit names', () => {
    expect(formatHeight(170, 'en')).toBe('170 cm');
    expect(plain(formatHeight(170, 'ru'))).toBe('170 см');
    expect(plain(formatWeight(55, 'ru'))).toBe('55 кг');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(plain(formatFileSize(10 * 1024 * 1024, 'fr'))).toBe('10 Mo');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
  });

  it('joins lists in the locale’s words', () => {
    expect(formatList(['English', 'Deutsch', 'Русский'], 'en')).toBe('English, Deutsch, and Русский');
    expect(formatList(['English', 'Deutsch'], 'de')).toBe('English und Deutsch');
    // Czech keeps the one-letter conjunction on the next word's line (a no-break space).
    expect(plain(formatList(['A', 'B'], 'cz'))).toBe('A a B');
  });

  it('maps portal locales to BCP 47 and parses rate durations', () => {
    expect(toBcp47('cz')).toBe('cs');
    expect(toBcp47('pt-BR')).toBe('pt-BR');
    expect(rateDurationLabel('15 min')).toEqual({ key: 'units.minutes', count: 15 });
    expect(rateDurationLabel('1.5 h')).toEqual({ key: 'units.hours', count: 1.5 });
    expect(rateDurationLabel('1 day')).toEqual({ key: 'units.days', count: 1 });
    expect(rateDurationLabel('3 days')).toEqual({ key: 'units.days', count: 3 });
  });
});
