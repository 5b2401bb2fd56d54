import type { CurrentPackage, Purchase } from '../../schemas';
import { LOVECOINS_PACKAGES, PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../schemas/constants';
import { quotesFor } from '../../sdk/payments/quote';
import type { LoveCoinsPackageId, PackageType } from '../../sdk/payments/packages';
import { NetworkError, PaymentUnavailableError, QuoteChangedError } from '../../sdk/client';
import type { PurchaseAnswer, PurchaseStatus } from '@portal/components/features/payments';

/** Purchase outcomes as the payment hooks report them, for the presentational stories. */
const DAY = 24 * 60 * 60 * 1000;
const CREATED = '2026-03-01T10:00:00+00:00';
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

export function coinsAnswer(id: LoveCoinsPackageId, balance = 1300): PurchaseAnswer {
  const pack = LOVECOINS_PACKAGES.find((p) => p.id === id)!;
  return {
    message: 'LoveCoins added.',
    data: {
      wallet: { balance, owner: { type: 'business', id: 1 } },
      purchase: { id: 9, kind: 'lovecoins', item: id, coins: pack.coins, price_eur: pack.price_eur, target: { type: 'business', id: 1 }, created_at: CREATED, status: 'paid', credit: 0, valid_from: null, valid_until: null },
    },
  };
}

export function packageAnswer(type: PackageType, audience: 'individual' | 'business' = 'business'): PurchaseAnswer {
  return {
    message: 'Package activated.',
    data: {
      wallet: { balance: 400, owner: { type: audience, id: 1 } },
      purchase: {
        id: 10, kind: 'package', item: type, coins: -PACKAGE_PRICES_COINS[audience][type], price_eur: null, target: { type: audience, id: 1 },
        created_at: CREATED, status: 'paid', credit: 0, valid_from: CREATED, valid_until: iso(Date.parse(CREATED) + PACKAGE_DAYS * DAY),
      },
    },
  };
}

export const statuses = {
  idle: { kind: 'idle' } as PurchaseStatus<never>,
  pendingCoins: { kind: 'pending', item: 'most_in_demand' } as PurchaseStatus<LoveCoinsPackageId>,
  coinsAdded: { kind: 'success', item: 'starter', answer: coinsAnswer('starter') } as PurchaseStatus<LoveCoinsPackageId>,
  unavailable: { kind: 'error', item: 'starter', error: new PaymentUnavailableError(), retryable: true } as PurchaseStatus<LoveCoinsPackageId>,
  offline: { kind: 'error', item: 'maximum', error: new NetworkError(), retryable: true } as PurchaseStatus<LoveCoinsPackageId>,
  insufficient: { kind: 'insufficient', item: 'VIP', missing: 700 } as PurchaseStatus<PackageType>,
  pendingVip: { kind: 'pending', item: 'VIP' } as PurchaseStatus<PackageType>,
  vipActive: { kind: 'success', item: 'VIP', answer: packageAnswer('VIP') } as PurchaseStatus<PackageType>,
  /** "Buy TOP" refused as stale: another tab bought VIP meanwhile (29 days left), the balance is 200. */
  get quoteChanged(): PurchaseStatus<PackageType> {
    const error = new QuoteChangedError('changed', heldPackage('individual', 'VIP', 29), { balance: 200, owner: { type: 'individual', id: 1 } });
    return { kind: 'error', item: 'TOP', error, retryable: true };
  },
};

export const purchases: Purchase[] = [
  { ...packageAnswer('VIP').data.purchase, id: 11, created_at: '2026-03-05T10:00:00+00:00', target: { type: 'individual', id: 5, name: 'Vesslinor' } },
  { ...packageAnswer('VIP').data.purchase, ended_at: '2026-03-05T10:00:00+00:00' },
  { ...coinsAnswer('maximum').data.purchase, id: 8, created_at: '2026-02-20T09:30:00+00:00' },
  { ...packageAnswer('TOP').data.purchase, id: 7, coins: -PACKAGE_PRICES_COINS.business.TOP, created_at: '2026-01-15T18:00:00+00:00', valid_until: '2026-02-14T18:00:00+00:00' },
  { ...coinsAnswer('starter').data.purchase, id: 6, created_at: '2026-01-15T17:55:00+00:00' },
  { ...coinsAnswer('most_in_demand').data.purchase, id: 5, created_at: '2026-01-10T11:00:00+00:00', status: 'expired' },
];

/** A fixed clock for quotes: the same figures and dates on every run. */
export const QUOTE_NOW = Date.parse('2026-03-10T12:00:00Z');

/** GET /api/packages/current as the server answers it: `type` held with `daysLeft` days (and an hour) to go. */
export function heldPackage(audience: 'individual' | 'business', type: PackageType | null, daysLeft = 15): CurrentPackage {
  const until = type ? QUOTE_NOW + daysLeft * DAY + 3_600_000 : null;
  const held = { type, valid_until: until, paid_coins: type ? PACKAGE_PRICES_COINS[audience][type] : 0 };
  return {
    type, valid_from: until === null ? null : iso(until - PACKAGE_DAYS * DAY), valid_until: until === null ? null : iso(until),
    paid_coins: held.paid_coins, quotes: quotesFor(audience, held, QUOTE_NOW),
  };
}
