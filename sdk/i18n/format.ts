import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale, RATE_DURATIONS } from '../../schemas/constants';

/**
 * Locale-aware formatting with `Intl`, one cached formatter per (locale, options).
 *
 * Every helper takes the portal's locale (`cz`, not `cs`); a BCP 47 tag (`cs`, `pt-BR`) is
 * accepted too, so the i18next instance (whose language is the BCP 47 tag) can use them.
 * Invalid numbers and dates give an empty string instead of throwing in the middle of a render.
 *
 * Dates are formatted in the runtime's time zone unless `timeZone` is passed: a server renderer
 * should pass the visitor's zone (or 'UTC') so the server and client HTML agree.
 */

export type DateInput = Date | string | number;

/** `cz` -> `cs`; a tag that is not one of the portal's locales is returned as it is. */
export const toBcp47 = (locale: Locale | string): string =>
  Object.prototype.hasOwnProperty.call(LOCALE_BCP47, locale) ? LOCALE_BCP47[locale as Locale] : locale;

const cached = <F, O extends object | undefined>(make: (tag: string, options: O) => F) => {
  const cache = new Map<string, F>();
  return (locale: Locale | string, options: O): F => {
    const tag = toBcp47(locale);
    const key = `${tag}|${options === undefined ? '' : JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (formatter === undefined) {
      formatter = make(tag, options);
      cache.set(key, formatter);
    }
    return formatter;
  };
};

const numberFormat = cached((tag, o: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(tag, o));
const dateFormat = cached((tag, o: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(tag, o));
const relativeFormat = cached((tag, o: Intl.RelativeTimeFormatOptions | undefined) => new Intl.RelativeTimeFormat(tag, o));
const listFormat = cached((tag, o: Intl.ListFormatOptions | undefined) => new Intl.ListFormat(tag, o));

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 1234.5 -> '1,234.5' (en), '1.234,5' (de), '1 234,5' (fr, ru, cz). */
export function formatNumber(value: number, locale: Locale | string, options?: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? numberFormat(locale, options).format(value) : '';
}

/**
 * Money in a currency of the portal: (150, 'EUR', 'de') -> '150 €', ('en') -> '€150'.
 * Whole amounts drop the cents ('€150', not '€150.00'); JPY never shows any.
 * `narrowSymbol` because Node's ICU and browsers' disagree on some wide symbols ('₴' vs 'грн.'),
 * and the server's text must equal the browser's for hydration.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  locale: Locale | string,
  options?: Intl.NumberFormatOptions,
): string {
  if (!Number.isFinite(amount)) return '';
  return numberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    trailingZeroDisplay: 'stripIfInteger',
    ...options,
  }).format(amount);
}

/** '21 Mar 2025' (en), '21.03.2025' (de) by default; pass `dateStyle` or fields to change it. */
export function formatDate(value: DateInput, locale: Locale | string, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateFormat(locale, options ?? { dateStyle: 'medium' }).format(date) : '';
}

/** Date and time: '21 Mar 2025, 14:05' (en), '21.03.2025, 14:05' (de). */
export function formatDateTime(value: DateInput, locale: Locale | string, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateFormat(locale, options ?? { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Time from `now` to `value` in the largest fitting unit: '5 minutes ago', 'yesterday',
 * 'vor 3 Stunden', 'před 2 dny', 'in 2 days'. Used for "last seen".
 */
export function formatRelative(
  value: DateInput,
  locale: Locale | string,
  now: DateInput = Date.now(),
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): string {
  const date = toDate(value);
  const base = toDate(now);
  if (!date || !base) return '';
  const seconds = (date.getTime() - base.getTime()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return relativeFormat(locale, options).format(Math.round(seconds / size), unit);
}

/** Height in the spec's unit (HEIGHT_UNIT, cm): '170 cm', '170 см' (ru), '170 εκ.' (el). */
export function formatHeight(cm: number, locale: Locale | string): string {
  return formatNumber(cm, locale, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 0 });
}

/** Weight in kilograms: '55 kg', '55 кг'. */
export function formatWeight(kg: number, locale: Locale | string): string {
  return formatNumber(kg, locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 });
}

/** File size for messages like `validation.fileSize`: 10485760 -> '10 MB'. */
export function formatFileSize(bytes: number, locale: Locale | string): string {
  if (!Number.isFinite(bytes)) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return formatNumber(value, locale, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** ['English', 'Deutsch', 'Русский'] -> 'English, Deutsch and Русский' in the locale's words. */
export function formatList(items: readonly string[], locale: Locale | string, options?: Intl.ListFormatOptions): string {
  return listFormat(locale, options).format(items);
}

export type RateDuration = (typeof RATE_DURATIONS)[number];

/**
 * The catalog key and count that label a rate duration of the spec ('15 min', '1.5 h', '2 days'):
 * `t(key, { count })` gives '1,5 hodiny', '2 дня', '30 Minuten'.
 */
export function rateDurationLabel(duration: RateDuration): { key: 'units.minutes' | 'units.hours' | 'units.days'; count: number } {
  const [amount = '', unit = ''] = duration.split(' ');
  const count = Number(amount);
  const key = unit === 'min' ? 'units.minutes' : unit === 'h' ? 'units.hours' : 'units.days';
  return { key, count };
}
