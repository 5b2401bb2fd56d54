/** Promotion and payments (§1, §4, §6, §9): TOP/VIP packages, LoveCoins, offers, purchases. */

/** §1, §9: free advertising offered to new businesses, in months. */
export const FREE_ADVERTISING_MONTHS = 3;

/** §6, §4: promotion packages. */
export const PACKAGE_TYPES = ['TOP', 'VIP'] as const;
export const PACKAGE_AUDIENCES = ['individual', 'business'] as const;
/** §9: LoveCoins packages. Amounts and prices are not in the spec; chosen here (docs/decisions/open-limits.md). */
export const LOVECOINS_PACKAGES = [
  { id: 'starter', coins: 100, price_eur: 10 },
  { id: 'most_in_demand', coins: 550, price_eur: 50 },
  { id: 'maximum', coins: 1200, price_eur: 100 },
] as const;
/** Price of a 30-day TOP or VIP package in LoveCoins (chosen here). */
export const PACKAGE_PRICES_COINS = {
  individual: { TOP: 150, VIP: 300 },
  business: { TOP: 400, VIP: 800 },
} as const;
export const PACKAGE_DAYS = 30;
/** §9 offers: a 30-day package advertised as saving 30 euros; 2 days for the price of one. */
export const OFFER_30_DAY_SAVING_EUR = 30;
export const OFFER_DAYS_FOR_ONE = 2;

/**
 * Checkout (one rule for the payer's confirmation and the wallet; not in the spec, docs/decisions/package-purchase.md).
 * A package switch, TOP -> VIP or VIP -> TOP, starts the new package now for PACKAGE_DAYS days and
 * credits the unused whole days of the running one at the price paid for them:
 * credit = floor(paid x unused days / PACKAGE_DAYS x percent / 100), the day in progress counting
 * as used. The balance pays the new price minus the credit; a credit larger than the price (VIP ->
 * TOP) gives the rest back to the balance, so no paid day is lost either way. An extension adds
 * PACKAGE_DAYS after the running package's end.
 */
export const PACKAGE_SWITCH_CREDIT_PERCENT = 100;

/**
 * A LoveCoins purchase paid with money moves through these states (history shows each); one left
 * at the provider longer than PENDING_PAYMENT_EXPIRY_MINUTES is `expired` (beyond the spec).
 */
export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
/** What the payment provider reports when it sends the payer back (the return page). */
export const PAYMENT_OUTCOMES = ['success', 'failure', 'cancel'] as const;

/**
 * Checkout (beyond the spec, docs/decisions/open-limits.md): how long a money purchase waits for the
 * payment provider. Past it, the purchase is `expired`: the provider can no longer settle it and
 * the payer starts a new one.
 */
export const PENDING_PAYMENT_EXPIRY_MINUTES = 60;
