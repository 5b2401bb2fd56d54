import { WEEK_DAYS, WORKING_TIME_ALL_DAY } from '../../schemas/constants';
import type { WorkingTime } from '../../schemas/entities/working-time';

/**
 * When a model works on a given date: her weekly working time (§3) unless the date is one of her
 * days off (the calendar tab). Pure and zod-free, so the public profile can use it.
 */

export type WeekDay = (typeof WEEK_DAYS)[number];
export type DayAvailability =
  | { readonly kind: 'off' }
  | { readonly kind: 'all-day' }
  | { readonly kind: 'hours'; readonly from: string; readonly to: string };

/** The ISO date of a local calendar day, `2026-12-24` (the visitor's day: the API gives no time zone). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `Date.getDay()` counts from Sunday; the spec's week starts on Monday. */
export const weekDayOf = (date: Date): WeekDay => WEEK_DAYS[(date.getDay() + 6) % 7]!;

export function dayAvailability(workingTime: WorkingTime | null | undefined, daysOff: readonly string[], date: Date): DayAvailability {
  const day = workingTime?.[weekDayOf(date)];
  if (!day || day.notAvailable || day.from === null || daysOff.includes(isoDay(date))) return { kind: 'off' };
  if (day.from === WORKING_TIME_ALL_DAY) return { kind: 'all-day' };
  return { kind: 'hours', from: day.from, to: day.to ?? day.from };
}

export interface AvailabilitySummary {
  today: DayAvailability;
  /** The days of the next seven (today included) she works, in order. */
  week: ReadonlyArray<{ day: WeekDay; date: string; availability: DayAvailability }>;
}

export const AVAILABILITY_WEEK_DAYS = 7;

export function availabilitySummary(
  workingTime: WorkingTime | null | undefined, daysOff: readonly string[], today: Date,
): AvailabilitySummary {
  const week = Array.from({ length: AVAILABILITY_WEEK_DAYS }, (_, i) => {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i);
    return { day: weekDayOf(date), date: isoDay(date), availability: dayAvailability(workingTime, daysOff, date) };
  }).filter((d) => d.availability.kind !== 'off');
  return { today: dayAvailability(workingTime, daysOff, today), week };
}
