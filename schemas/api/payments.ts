import * as z from 'zod/mini';
import { meta, strict } from '../compose';
import { HTTP } from '../constants';
import { ConfirmedQuote, CurrentPackage, LoveCoinsPackageId, PackageType, Purchase, Wallet } from '../entities/wallet';
import { Id } from '../primitives';
import { dataOf } from './common';
import { defineOperation } from './operation';

const { unauthorized, forbidden, paymentRequired, conflict, unprocessable, unavailable } = HTTP;

/** Whose balance pays or receives: a profile, or the business for business accounts. */
const Target = z.object({ profile_id: z.optional(Id), business_id: z.optional(Id) });
/**
 * A client-made id: the same request id is charged once, however often it is sent. Each operation
 * has its own ids; sent again with a different body, it is refused with 422 (field `request_id`).
 */
const RequestId = meta(z.uuid(), {
  description: 'Idempotency key of this operation: the same id with the same body answers the first result again and is charged once; the same id with another body is refused with 422 on `request_id`',
});

/** A path on the site (never another host): where the payment provider sends the payer back. */
const ReturnPath = meta(z.string().check(z.maxLength(300), z.regex(/^\/(?![/\\])\S*$/)), {
  description: 'Site path the payment provider returns to, with the outcome in its query',
});

export const BuyLoveCoinsRequest = meta(
  strict(z.extend(Target, { package_id: LoveCoinsPackageId, request_id: RequestId, return_path: z.optional(ReturnPath) })),
  { id: 'BuyLoveCoinsRequest' },
);
export type BuyLoveCoinsRequest = z.infer<typeof BuyLoveCoinsRequest>;
export const BuyPackageRequest = meta(
  strict(
    z.extend(Target, {
      type: PackageType,
      request_id: RequestId,
      confirmed: meta(ConfirmedQuote, {
        description: "The quote's figures the payer confirmed (GET /api/packages/current); a stale one is refused with 409",
      }),
    }),
  ),
  { id: 'BuyPackageRequest' },
);
export type BuyPackageRequest = z.infer<typeof BuyPackageRequest>;
export const PurchaseResult = meta(z.object({ message: z.string(), data: z.object({ wallet: Wallet, purchase: Purchase }) }), {
  id: 'PurchaseResult',
});

/** A LoveCoins purchase starts pending: the payer pays on the provider's page, then returns. */
export const CheckoutResult = meta(
  z.object({
    message: z.string(),
    data: z.object({
      wallet: Wallet,
      purchase: Purchase,
      payment_url: meta(z.string(), { description: "The payment provider's page for this purchase" }),
    }),
  }),
  { id: 'CheckoutResult' },
);

/**
 * Why a TOP/VIP purchase is refused with 409 (nothing is charged; the request id stays unused):
 * - `quote_changed`: the package or its figures changed since the payer confirmed them (another
 *   tab bought or switched, a day passed); `data` is the new state and quotes, to confirm again.
 * - `not_promotable`: the target is not visible to visitors (a draft, a profile on moderation or
 *   switched off, a business page not yet sent): promotion is sold for what visitors can see only.
 */
export const PACKAGE_CONFLICTS = {
  quoteChanged: {
    reason: 'quote_changed',
    message: 'The package or its price changed since you confirmed it. Here is the new quote.',
  },
  notPromotable: {
    reason: 'not_promotable',
    message:
      'Only a profile or business page visitors can see can be promoted: not a draft, a profile on moderation or a deactivated one.',
  },
} as const;

export const PackageConflict = meta(
  z.discriminatedUnion('reason', [
    z.object({
      message: z.string(),
      reason: z.literal(PACKAGE_CONFLICTS.quoteChanged.reason),
      data: z.object({ current: CurrentPackage, wallet: Wallet }),
    }),
    z.object({ message: z.string(), reason: z.literal(PACKAGE_CONFLICTS.notPromotable.reason) }),
  ]),
  { id: 'PackageConflict' },
);
export type PackageConflict = z.infer<typeof PackageConflict>;

const why = 'the spec describes buying LoveCoins and TOP/VIP packages but not the calls';

export const paymentOperations = [
  defineOperation({
    id: 'buyLoveCoins',
    method: 'post',
    path: '/api/lovecoins/purchase',
    tag: 'payments',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'Start buying a LoveCoins package (pending until the payment provider reports)',
    body: BuyLoveCoinsRequest,
    response: CheckoutResult,
    errors: [unauthorized, forbidden, unprocessable, unavailable],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'buyPackage',
    method: 'post',
    path: '/api/packages/purchase',
    tag: 'payments',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'Buy TOP or VIP with LoveCoins',
    body: BuyPackageRequest,
    response: PurchaseResult,
    errors: [unauthorized, forbidden, paymentRequired, conflict, unprocessable],
    extra: true,
    inferred: why,
    errorBodies: {
      [conflict]: {
        schema: PackageConflict,
        description: `Nothing charged. \`quote_changed\` ("${PACKAGE_CONFLICTS.quoteChanged.message}"): the confirmed figures are stale, \`data\` holds the new quote. \`not_promotable\` ("${PACKAGE_CONFLICTS.notPromotable.message}")`,
      },
    },
  }),
  defineOperation({
    id: 'listPurchases',
    method: 'get',
    path: '/api/purchases',
    tag: 'payments',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'Purchase history of a profile or business',
    query: Target,
    response: dataOf(z.array(Purchase)),
    errors: [unauthorized, forbidden],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'getCurrentPackage',
    method: 'get',
    path: '/api/packages/current',
    tag: 'payments',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'The TOP/VIP package a profile or business holds now and until when',
    query: Target,
    response: dataOf(CurrentPackage),
    errors: [unauthorized, forbidden, unprocessable],
    extra: true,
    inferred: why,
  }),
] as const;
