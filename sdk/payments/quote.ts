import { PACKAGE_DAYS, PACKAGE_SWITCH_CREDIT_PERCENT, PACKAGE_TYPES } from '../../schemas/constants';
import type { ConfirmedQuote, PackageQuote } from '../../schemas/entities/wallet';
import { packageChoice, packagePrice } from './packages';
import type { PackageAudience, PackageChoice, PackageType } from './packages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The package held now, as GET /api/packages/current answers it (dates as ISO strings or epoch ms). */
export interface HeldPackage {
  type: PackageType | null;
  valid_until: string | number | null;
  /** LoveCoins paid for the running period. */
  paid_coins: number;
}

/**
 * What buying `next` costs and gives: the price, the credit of a switch, what is charged, and the
 * period bought. The backend (the mock imports this) charges by it and sends its quotes with the
 * current package, so the confirmation shows what will be charged, by the server's clock.
 */
export interface QuoteOf {
  choice: PackageChoice;
  /** List price of PACKAGE_DAYS days. */
  price: number;
  /** Switch only: unused whole days of the running package, and the LoveCoins credited for them. */
  unusedDays: number;
  credit: number;
  /** What the balance pays: price minus credit; negative when a switch gives LoveCoins back. */
  charge: number;
  days: number;
  /** Epoch ms: an extension starts at the running package's end, anything else now. */
  validFrom: number;
  validUntil: number;
}

const toMs = (value: string | number | null): number | null => {
  if (value === null) return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** Whole days left of a package ending at `end` (the day in progress counts as used; extensions add up). */
export function unusedDays(end: number | null, now: number): number {
  if (end === null || end <= now) return 0;
  return Math.floor((end - now) / DAY_MS);
}

/**
 * The credit of a switch (rule and numbers: schemas/constants.ts PACKAGE_SWITCH_CREDIT_PERCENT):
 * `paidCoins` bought PACKAGE_DAYS days, each unused whole day is credited at that price. The same
 * rule up and down: never capped, so a credit above the new price goes back to the balance.
 */
export function switchCredit(paidCoins: number, days: number): number {
  return Math.floor((paidCoins * days * PACKAGE_SWITCH_CREDIT_PERCENT) / (PACKAGE_DAYS * 100));
}

/**
 * What buying TOP or VIP costs now, given the package held: a new package, an extension of the
 * running one, or a switch with the credit of its unused days (docs/decisions/package-purchase.md).
 * The backend charges by the same rule.
 */
export function quotePackage(audience: PackageAudience, held: HeldPackage, next: PackageType, now: number): QuoteOf {
  const end = toMs(held.valid_until);
  const running = held.type !== null && end !== null && end > now ? held.type : null;
  const choice = packageChoice(running, next);
  const price = packagePrice(audience, next);
  const left = choice.kind === 'switch' ? unusedDays(end, now) : 0;
  const credit = choice.kind === 'switch' ? switchCredit(held.paid_coins, left) : 0;
  const validFrom = choice.kind === 'extend' && end !== null ? end : now;
  return {
    choice, price, unusedDays: left, credit, charge: price - credit, days: PACKAGE_DAYS,
    validFrom, validUntil: validFrom + PACKAGE_DAYS * DAY_MS,
  };
}

/** A quote as GET /api/packages/current answers it (ISO dates). */
export function toWireQuote(type: PackageType, quote: QuoteOf): PackageQuote {
  return {
    type, choice: quote.choice.kind, price: quote.price, unused_days: quote.unusedDays, credit: quote.credit, charge: quote.charge,
    days: quote.days, valid_from: new Date(quote.validFrom).toISOString(), valid_until: new Date(quote.validUntil).toISOString(),
  };
}

/** TOP and VIP quoted for `held` at `now`, in PACKAGE_TYPES order (the current-package answer). */
export const quotesFor = (audience: PackageAudience, held: HeldPackage, now: number): PackageQuote[] =>
  PACKAGE_TYPES.map((type) => toWireQuote(type, quotePackage(audience, held, type, now)));

/** The figures of a quote the payer confirms, as the purchase carries them (`confirmed`). */
export const confirmedOf = (quote: PackageQuote): ConfirmedQuote => ({
  choice: quote.choice, price: quote.price, unused_days: quote.unused_days, credit: quote.credit, charge: quote.charge,
  valid_from: quote.valid_from,
});

/**
 * Whether what the payer confirmed is still what buying gives now: the same choice and amounts
 * (and unused days), and for an extension the same start (the running end: another purchase
 * meanwhile moves it). A new package or a switch starts when bought, so its start is not compared.
 */
export function stillConfirmed(confirmed: ConfirmedQuote, now: PackageQuote): boolean {
  const same = confirmed.choice === now.choice && confirmed.price === now.price && confirmed.unused_days === now.unused_days
    && confirmed.credit === now.credit && confirmed.charge === now.charge;
  if (!same) return false;
  return now.choice !== 'extend' || Date.parse(confirmed.valid_from) === Date.parse(now.valid_from);
}
