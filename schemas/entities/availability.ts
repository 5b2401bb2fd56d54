import * as z from 'zod/mini';
import { meta, strict } from '../compose';
import { DAYS_OFF_MAX } from '../constants';
import { IsoDate } from '../primitives';
import { rule } from '../rules';
import { WorkingTime } from './working-time';

/**
 * The calendar tab (beyond spec): single dates the model does not work, on top of her
 * weekly working time (§3). Sorted, without repeats.
 */
export const DaysOff = meta(
  z.array(IsoDate).check(
    z.maxLength(DAYS_OFF_MAX),
    z.refine((days) => new Set(days).size === days.length, { message: 'Each day off once', ...rule('x-unique-items') }),
  ),
  { id: 'DaysOff', description: 'Dates the model does not work (beyond spec)' },
);
export type DaysOff = z.infer<typeof DaysOff>;

/** The model's availability: the weekly working time (§3, the same field the editor saves) and days off. */
export const Availability = meta(z.object({ working_time: WorkingTime, days_off: DaysOff }), { id: 'Availability' });
export type Availability = z.infer<typeof Availability>;

/** What the calendar tab sends: the same fields, nothing else (answers may carry more, see tolerance.ts). */
export const AvailabilityUpdate = meta(strict(Availability), { id: 'AvailabilityUpdate' });
export type AvailabilityUpdate = z.infer<typeof AvailabilityUpdate>;
