import {
  LOVECOINS_PACKAGES, OFFER_30_DAY_SAVING_EUR, OFFER_DAYS_FOR_ONE, PACKAGE_DAYS, PACKAGE_PRICES_COINS,
} from '../../schemas/constants';
import type { PACKAGE_AUDIENCES, PACKAGE_TYPES } from '../../schemas/constants';

/** TOP / VIP and who buys them (§6). */
export type PackageType = (typeof PACKAGE_TYPES)[number];
export type PackageAudience = (typeof PACKAGE_AUDIENCES)[number];
export type LoveCoinsPackageId = (typeof LOVECOINS_PACKAGES)[number]['id'];

/**
 * §6 package benefits, exactly as the spec lists them, in its order, as catalog keys
 * (`payments.benefits.<audience>.<type>.<key>`, in the catalog's `payments` section: load it with
 * `addSection(i18n, 'payments')`). The picker renders these lists and nothing else.
 */
export const PACKAGE_BENEFITS: Readonly<Record<PackageAudience, Readonly<Record<PackageType, readonly string[]>>>> = {
  individual: {
    TOP: ['account', 'higher', 'support', 'badge'],
    VIP: ['visibility', 'manager', 'blog', 'badge'],
  },
  business: {
    TOP: ['priority', 'badge'],
    VIP: ['allTop', 'exclusive', 'banner', 'manager', 'blog', 'badge'],
  },
};

export const benefitKeys = (audience: PackageAudience, type: PackageType): string[] =>
  PACKAGE_BENEFITS[audience][type].map((key) => `payments.benefits.${audience}.${type}.${key}`);

/** Price of a PACKAGE_DAYS-day package in LoveCoins. */
export const packagePrice = (audience: PackageAudience, type: PackageType): number => PACKAGE_PRICES_COINS[audience][type];

/** §9 offers shown with the packages: the 30-day package's saving and the 2-for-1 days. */
export const PACKAGE_OFFERS = {
  days: PACKAGE_DAYS,
  savingEur: OFFER_30_DAY_SAVING_EUR,
  daysForOne: OFFER_DAYS_FOR_ONE,
} as const;

/** The package a profile or business holds now: VIP wins when both flags are set. */
export function currentPackage(statuses: { is_vip?: boolean; is_top?: boolean } | null | undefined): PackageType | null {
  if (statuses?.is_vip) return 'VIP';
  if (statuses?.is_top) return 'TOP';
  return null;
}

/**
 * What choosing `next` means: a first package, the same one again (its time is extended), or a
 * switch (TOP → VIP or back), which §4 confirms with a message and the picker asks about first.
 */
export type PackageChoice = { kind: 'new' } | { kind: 'extend' } | { kind: 'switch'; from: PackageType; to: PackageType };

export function packageChoice(current: PackageType | null, next: PackageType): PackageChoice {
  if (current === null) return { kind: 'new' };
  if (current === next) return { kind: 'extend' };
  return { kind: 'switch', from: current, to: next };
}

/** LoveCoins missing to pay `price` (0 when the balance is enough). Negative or unknown balances count as 0. */
export function shortfall(balance: number | null | undefined, price: number): number {
  const have = typeof balance === 'number' && Number.isFinite(balance) ? Math.max(0, balance) : 0;
  return Math.max(0, price - have);
}

/** No purchase without enough coins: an unknown balance is not enough (the server decides then). */
export function canAfford(balance: number | null | undefined, price: number): boolean {
  return typeof balance === 'number' && Number.isFinite(balance) && balance >= price;
}

/** The balance after paying `price`; throws rather than ever going below zero. */
export function balanceAfter(balance: number, price: number): number {
  if (!canAfford(balance, price)) throw new RangeError(`A balance of ${balance} cannot pay ${price}`);
  return balance - price;
}

/** The smallest LoveCoins package that covers a shortfall (the largest when none does alone). */
export function packageCovering(missing: number): (typeof LOVECOINS_PACKAGES)[number] {
  const fits = LOVECOINS_PACKAGES.find((p) => p.coins >= missing);
  return fits ?? LOVECOINS_PACKAGES[LOVECOINS_PACKAGES.length - 1]!;
}
