import type { CURRENCY_CODES } from '../../schemas/constants';
import { variantHasStep } from '../../sdk/profile-variants/variant-data';
import type { Currency, ProfileSummary } from '../../schemas';
import type { ProfileRecord } from './types';

/** What a price reads of the store: its currencies (the store and the profile index pass themselves). */
export interface CurrencySource {
  currency(id: number): Currency | undefined;
}

/** A profile created with its basic info only has no currency yet. */
export function currencyOf(store: CurrencySource, p: ProfileRecord) {
  return p.form.currencies_id === undefined ? undefined : store.currency(p.form.currencies_id);
}

/** The lowest rate; none for a profile whose editor has no rates (a web cam model: she meets no one). */
export function priceFrom(store: CurrencySource, p: ProfileRecord): ProfileSummary['price_from'] {
  if (!variantHasStep(p.form.category, 'rates')) return null;
  const prices = p.rates.flatMap((r) => [r.incall, r.outcall]).filter((v): v is number => v !== null);
  const currency = currencyOf(store, p);
  if (prices.length === 0 || !currency) return null;
  return { amount: Math.min(...prices), currency: currency.code };
}

/**
 * Euros per unit of each currency: fixed, indicative rates, so the mock can order prices in several
 * currencies by price (the `price_asc` / `price_desc` sort, beyond the spec). A real backend
 * compares at its own rates; nothing shows these figures.
 */
const EUR_PER_UNIT: Readonly<Record<(typeof CURRENCY_CODES)[number], number>> = {
  USD: 0.92, EUR: 1, JPY: 0.0061, GBP: 1.17, CNY: 0.127, AUD: 0.6, CAD: 0.68, CHF: 1.05, SEK: 0.087, RUB: 0.01, UAH: 0.022,
};

/** The lowest rate in euros, to compare prices across currencies; null without rates. */
export function priceInEuros(price: ProfileSummary['price_from']): number | null {
  return price ? price.amount * EUR_PER_UNIT[price.currency] : null;
}
