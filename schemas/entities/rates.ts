import * as z from 'zod/mini';
import { meta } from '../compose';
import { RATE_DURATIONS } from '../constants';
import { rule } from '../rules';

export const RateDuration = meta(z.enum(RATE_DURATIONS), { id: 'RateDuration' });
const Price = z.nullable(z.number().check(z.nonnegative(), z.lte(1_000_000)));

/** §3: one rate row; outcall includes taxi. */
export const Rate = meta(
  z
    .object({ time: RateDuration, incall: Price, outcall: meta(Price, { description: 'Includes taxi' }) })
    .check(
      z.refine((r) => r.incall !== null || r.outcall !== null, {
        message: 'Required',
        path: ['incall'],
        ...rule('x-incall-or-outcall'),
      }),
    ),
  { id: 'Rate' },
);
export type Rate = z.infer<typeof Rate>;

/** §3: my_price as read back: parallel lists of durations and prices. */
export const MyPrice = meta(
  z.object({ time: z.array(RateDuration), incall: z.array(Price), outcall: z.array(Price) }).check(
    z.refine((p) => p.incall.length === p.time.length && p.outcall.length === p.time.length, {
      message: 'time, incall and outcall must have the same length',
      ...rule('x-same-length'),
    }),
  ),
  { id: 'MyPrice' },
);
export type MyPrice = z.infer<typeof MyPrice>;
