/** Intl formatting shared by the components; the formatters are cached per locale and options. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `money|${locale}|${currency}`;
  // Whole amounts read better on a card; fractions only when the price has them.
  const fraction = Number.isInteger(amount) ? 0 : 2;
  return cached(`${key}|${fraction}`, () =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction }),
  ).format(amount);
}

export function formatNumber(value: number, locale: string): string {
  return cached(`num|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

export function formatDate(iso: string, locale: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }
    : { dateStyle: 'medium', timeZone: 'UTC' };
  // UTC keeps the server-rendered text equal to the hydrated one whatever the visitor's zone.
  return cached(`date|${locale}|${withTime}`, () => new Intl.DateTimeFormat(locale, options)).format(new Date(iso));
}
