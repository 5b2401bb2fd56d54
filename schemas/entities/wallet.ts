import * as z from 'zod';
import { LOVECOINS_PACKAGES, PACKAGE_AUDIENCES, PACKAGE_TYPES, PURCHASE_STATUSES, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id, IsoDateTime } from '../primitives';

export const PackageType = z.enum(PACKAGE_TYPES).meta({ id: 'PackageType' });
export type PackageType = z.infer<typeof PackageType>;
type LoveCoinsPackage = (typeof LOVECOINS_PACKAGES)[number]['id'];
export const LoveCoinsPackageId = z.enum(LOVECOINS_PACKAGES.map((p) => p.id) as [LoveCoinsPackage, ...LoveCoinsPackage[]]);

/** §3: a LoveCoins balance, held per profile (per business for businesses). */
export const Wallet = z
  .object({
    balance: z.number().int().nonnegative(),
    owner: z.object({ type: z.enum(PACKAGE_AUDIENCES), id: Id }),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof Wallet>;

/**
 * pending: sent to the payment provider; paid; failed (refused by the provider); cancelled by the
 * payer; expired: left at the provider past PENDING_PAYMENT_EXPIRY_MINUTES (beyond the spec).
 */
export const PurchaseStatus = z.enum(PURCHASE_STATUSES).meta({ id: 'PurchaseStatus' });
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const Purchase = z
  .object({
    id: Id,
    kind: z.enum(['lovecoins', 'package']),
    item: z.string().max(60).meta({ description: 'LoveCoins package id, or TOP / VIP' }),
    coins: z.number().int().meta({ description: 'LoveCoins credited (+, once paid) or spent (-, net of any switch credit)' }),
    status: PurchaseStatus,
    credit: z.number().int().nonnegative().meta({ description: 'LoveCoins credited back for the unused days of the package switched from' }),
    price_eur: z.number().nonnegative().nullable(),
    target: z.object({
      type: z.enum(PACKAGE_AUDIENCES),
      id: Id,
      name: z.string().max(SHORT_TEXT_MAX_LENGTH).optional().meta({ description: 'The profile or business page it was bought for, by name (the history says for whom)' }),
    }),
    created_at: IsoDateTime,
    valid_from: IsoDateTime.nullable(),
    valid_until: IsoDateTime.nullable(),
    ended_at: IsoDateTime.nullable().optional()
      .meta({ description: 'A package a switch replaced: when it stopped, before valid_until (null or absent: it runs, or ran, to valid_until)' }),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof Purchase>;

/** What buying TOP or VIP now costs and gives, as the backend will charge it (the confirmation shows it). */
export const PackageQuote = z
  .object({
    type: PackageType,
    choice: z.enum(['new', 'extend', 'switch']),
    price: z.number().int().nonnegative().meta({ description: 'List price in LoveCoins' }),
    unused_days: z.number().int().nonnegative().meta({ description: 'Switch: whole days left of the running package' }),
    credit: z.number().int().nonnegative().meta({ description: 'Switch: LoveCoins credited for the unused days' }),
    charge: z.number().int().meta({ description: 'What the balance pays: price minus credit; below zero, what a switch gives back to the balance' }),
    days: z.number().int().positive(),
    valid_from: IsoDateTime,
    valid_until: IsoDateTime,
  })
  .meta({ id: 'PackageQuote' });
export type PackageQuote = z.infer<typeof PackageQuote>;

/**
 * What the payer saw and confirmed, sent with the purchase (the quote's figures): the server buys
 * only when its own quote, made when the purchase arrives, still gives the same choice and amounts
 * (and, for an extension, the same start), else it answers 409 with the new quote.
 */
export const ConfirmedQuote = PackageQuote.pick({ choice: true, price: true, unused_days: true, credit: true, charge: true, valid_from: true })
  .meta({ id: 'ConfirmedQuote' });
export type ConfirmedQuote = z.infer<typeof ConfirmedQuote>;

/** The package a profile or business holds now, from its purchases: the one source of its end date. */
export const CurrentPackage = z
  .object({
    type: PackageType.nullable(),
    valid_from: IsoDateTime.nullable(),
    valid_until: IsoDateTime.nullable(),
    paid_coins: z.number().int().nonnegative().meta({ description: 'LoveCoins paid for the running period (the switch credit is a share of it)' }),
    quotes: z.array(PackageQuote).meta({ description: 'TOP and VIP as buying them now would go (server clock)' }),
  })
  .meta({ id: 'CurrentPackage' });
export type CurrentPackage = z.infer<typeof CurrentPackage>;
