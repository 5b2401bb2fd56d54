import * as z from 'zod';
import { LOVECOINS_PACKAGES, PACKAGE_AUDIENCES, PACKAGE_TYPES } from '../constants';
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

export const Purchase = z
  .object({
    id: Id,
    kind: z.enum(['lovecoins', 'package']),
    item: z.string().max(60).meta({ description: 'LoveCoins package id, or TOP / VIP' }),
    coins: z.number().int().meta({ description: 'LoveCoins credited (+) or spent (-)' }),
    price_eur: z.number().nonnegative().nullable(),
    target: z.object({ type: z.enum(PACKAGE_AUDIENCES), id: Id }),
    created_at: IsoDateTime,
    valid_until: IsoDateTime.nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof Purchase>;
