import * as z from 'zod/mini';
import { meta } from '../compose';
import { LOVECOINS_PACKAGES, PACKAGE_AUDIENCES, PACKAGE_TYPES, PURCHASE_STATUSES, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id, IsoDateTime } from '../primitives';

export const PackageType = meta(z.enum(PACKAGE_TYPES), { id: 'PackageType' });
export type PackageType = z.infer<typeof PackageType>;
type LoveCoinsPackage = (typeof LOVECOINS_PACKAGES)[number]['id'];
export const LoveCoinsPackageId = z.enum(LOVECOINS_PACKAGES.map((p) => p.id) as [LoveCoinsPackage, ...LoveCoinsPackage[]]);

/** §3: a LoveCoins balance, held per profile (per business for businesses). */
export const Wallet = meta(
  z.object({
    balance: z.number().check(z.int(), z.nonnegative()),
    owner: z.object({ type: z.enum(PACKAGE_AUDIENCES), id: Id }),
  }),
  { id: 'Wallet' },
);
export type Wallet = z.infer<typeof Wallet>;

/**
 * pending: sent to the payment provider; paid; failed (refused by the provider); cancelled by the
 * payer; expired: left at the provider past PENDING_PAYMENT_EXPIRY_MINUTES (beyond the spec).
 */
export const PurchaseStatus = meta(z.enum(PURCHASE_STATUSES), { id: 'PurchaseStatus' });
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const Purchase = meta(
  z.object({
    id: Id,
    kind: z.enum(['lovecoins', 'package']),
    item: meta(z.string().check(z.maxLength(60)), { description: 'LoveCoins package id, or TOP / VIP' }),
    coins: meta(z.number().check(z.int()), {
      description: 'LoveCoins credited (+, once paid) or spent (-, net of any switch credit)',
    }),
    status: PurchaseStatus,
    credit: meta(z.number().check(z.int(), z.nonnegative()), {
      description: 'LoveCoins credited back for the unused days of the package switched from',
    }),
    price_eur: z.nullable(z.number().check(z.nonnegative())),
    target: z.object({
      type: z.enum(PACKAGE_AUDIENCES),
      id: Id,
      name: meta(z.optional(z.string().check(z.maxLength(SHORT_TEXT_MAX_LENGTH))), {
        description: 'The profile or business page it was bought for, by name (the history says for whom)',
      }),
    }),
    created_at: IsoDateTime,
    valid_from: z.nullable(IsoDateTime),
    valid_until: z.nullable(IsoDateTime),
    ended_at: meta(z.optional(z.nullable(IsoDateTime)), {
      description:
        'A package a switch replaced: when it stopped, before valid_until (null or absent: it runs, or ran, to valid_until)',
    }),
  }),
  { id: 'Purchase' },
);
export type Purchase = z.infer<typeof Purchase>;

/** What buying TOP or VIP now costs and gives, as the backend will charge it (the confirmation shows it). */
export const PackageQuote = meta(
  z.object({
    type: PackageType,
    choice: z.enum(['new', 'extend', 'switch']),
    price: meta(z.number().check(z.int(), z.nonnegative()), { description: 'List price in LoveCoins' }),
    unused_days: meta(z.number().check(z.int(), z.nonnegative()), {
      description: 'Switch: whole days left of the running package',
    }),
    credit: meta(z.number().check(z.int(), z.nonnegative()), { description: 'Switch: LoveCoins credited for the unused days' }),
    charge: meta(z.number().check(z.int()), {
      description: 'What the balance pays: price minus credit; below zero, what a switch gives back to the balance',
    }),
    days: z.number().check(z.int(), z.positive()),
    valid_from: IsoDateTime,
    valid_until: IsoDateTime,
  }),
  { id: 'PackageQuote' },
);
export type PackageQuote = z.infer<typeof PackageQuote>;

/**
 * What the payer saw and confirmed, sent with the purchase (the quote's figures): the server buys
 * only when its own quote, made when the purchase arrives, still gives the same choice and amounts
 * (and, for an extension, the same start), else it answers 409 with the new quote.
 */
export const ConfirmedQuote = meta(
  z.pick(PackageQuote, { choice: true, price: true, unused_days: true, credit: true, charge: true, valid_from: true }),
  { id: 'ConfirmedQuote' },
);
export type ConfirmedQuote = z.infer<typeof ConfirmedQuote>;

/** The package a profile or business holds now, from its purchases: the one source of its end date. */
export const CurrentPackage = meta(
  z.object({
    type: z.nullable(PackageType),
    valid_from: z.nullable(IsoDateTime),
    valid_until: z.nullable(IsoDateTime),
    paid_coins: meta(z.number().check(z.int(), z.nonnegative()), {
      description: 'LoveCoins paid for the running period (the switch credit is a share of it)',
    }),
    quotes: meta(z.array(PackageQuote), { description: 'TOP and VIP as buying them now would go (server clock)' }),
  }),
  { id: 'CurrentPackage' },
);
export type CurrentPackage = z.infer<typeof CurrentPackage>;
