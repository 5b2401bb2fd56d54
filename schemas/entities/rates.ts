import * as z from 'zod';
import { RATE_DURATIONS } from '../constants';
import { rule } from '../rules';

export const RateDuration = z.enum(RATE_DURATIONS).meta({ id: 'RateDuration' });
const Price = z.number().nonnegative().max(1_000_000).nullable();

/** §3: one rate row; outcall includes taxi. */
export const Rate = z
  .object({ time: RateDuration, incall: Price, outcall: Price.meta({ description: 'Includes taxi' }) })
  .refine((r) => r.incall !== null || r.outcall !== null, { message: 'Required', path: ['incall'], ...rule('x-incall-or-outcall') })
  .meta({ id: 'Rate' });
export type Rate = z.infer<typeof Rate>;

/** §3: my_price as read back: parallel lists of durations and prices. */
export const MyPrice = z
  .object({ time: z.array(RateDuration), incall: z.array(Price), outcall: z.array(Price) })
  .refine((p) => p.incall.length === p.time.length && p.outcall.length === p.time.length, {
    message: 'time, incall and outcall must have the same length',
    ...rule('x-same-length'),
  })
  .meta({ id: 'MyPrice' });
export type MyPrice = z.infer<typeof MyPrice>;
