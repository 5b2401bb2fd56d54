import * as z from 'zod';
import { HTTP } from '../constants';
import { LoveCoinsPackageId, PackageType, Purchase, Wallet } from '../entities/wallet';
import { Id } from '../primitives';
import { dataOf } from './common';
import { defineOperation } from './operation';

const { unauthorized, forbidden, paymentRequired, unprocessable, unavailable } = HTTP;

/** Whose balance pays or receives: a profile, or the business for business accounts. */
const Target = z.object({ profile_id: Id.optional(), business_id: Id.optional() });
/** A client-made id: the same request id is charged once, however often it is sent. */
const RequestId = z.string().uuid();

export const BuyLoveCoinsRequest = Target.extend({ package_id: LoveCoinsPackageId, request_id: RequestId })
  .strict()
  .meta({ id: 'BuyLoveCoinsRequest' });
export type BuyLoveCoinsRequest = z.infer<typeof BuyLoveCoinsRequest>;
export const BuyPackageRequest = Target.extend({ type: PackageType, request_id: RequestId })
  .strict()
  .meta({ id: 'BuyPackageRequest' });
export type BuyPackageRequest = z.infer<typeof BuyPackageRequest>;
export const PurchaseResult = z
  .object({ message: z.string(), data: z.object({ wallet: Wallet, purchase: Purchase }) })
  .meta({ id: 'PurchaseResult' });

const why = 'the spec describes buying LoveCoins and TOP/VIP packages but not the calls';

export const paymentOperations = [
  defineOperation({
    id: 'buyLoveCoins', method: 'post', path: '/api/lovecoins/purchase', tag: 'payments', auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'], summary: 'Buy a LoveCoins package', body: BuyLoveCoinsRequest,
    response: PurchaseResult, errors: [unauthorized, forbidden, unprocessable, unavailable], extra: true, inferred: why,
  }),
  defineOperation({
    id: 'buyPackage', method: 'post', path: '/api/packages/purchase', tag: 'payments', auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'], summary: 'Buy TOP or VIP with LoveCoins', body: BuyPackageRequest,
    response: PurchaseResult, errors: [unauthorized, forbidden, paymentRequired, unprocessable], extra: true, inferred: why,
  }),
  defineOperation({
    id: 'listPurchases', method: 'get', path: '/api/purchases', tag: 'payments', auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'], summary: 'Purchase history of a profile or business', query: Target,
    response: dataOf(z.array(Purchase)), errors: [unauthorized, forbidden], extra: true, inferred: why,
  }),
] as const;
