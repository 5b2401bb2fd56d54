import * as z from 'zod/mini';
import { meta } from '../compose';
import { WEEK_DAYS, WORKING_TIME_ALL_DAY, WORKING_TIME_HOURS } from '../constants';
import { rule } from '../rules';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** '00:00' ... '24:00' as a type, so values typed from this schema match the OpenAPI enum. */
type Hour = `${'0' | '1'}${Digit}:00` | `2${'0' | '1' | '2' | '3' | '4'}:00`;

/** 'All day' or an hourly value '00:00' ... '24:00'. */
export const WorkingHour = z.enum([WORKING_TIME_ALL_DAY, ...WORKING_TIME_HOURS] as [typeof WORKING_TIME_ALL_DAY, ...Hour[]]);

export const WorkingDay = meta(
  z
    .object({
      from: z.nullable(WorkingHour),
      to: z.nullable(WorkingHour),
      notAvailable: z.boolean(),
    })
    .check(
      z.refine((d) => d.notAvailable || d.from !== null, {
        message: 'Required',
        path: ['from'],
        ...rule('x-hours-when-available'),
      }),
      z.refine((d) => d.notAvailable || d.from === WORKING_TIME_ALL_DAY || d.to !== null, {
        message: 'Required',
        path: ['to'],
        ...rule('x-until-when-available'),
      }),
    ),
  { id: 'WorkingDay' },
);
export type WorkingDay = z.infer<typeof WorkingDay>;

/** §3: per day mon, tue, wen (sic), thu, fri, sat, sun. */
export const WorkingTime = meta(
  z.object(Object.fromEntries(WEEK_DAYS.map((d) => [d, WorkingDay])) as Record<(typeof WEEK_DAYS)[number], typeof WorkingDay>),
  { id: 'WorkingTime' },
);
export type WorkingTime = z.infer<typeof WorkingTime>;
