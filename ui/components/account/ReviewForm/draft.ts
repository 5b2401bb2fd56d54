import * as z from 'zod/mini';
import { RATE_DURATIONS, RATING_MAX, RATING_MIN } from '@portal/sdk';

/** What a stored review draft may hold; anything else in storage is ignored. */
export const ReviewDraft = z.partial(z.object({
  // The radio's value: a string such as '4' (a number from an older draft is accepted too).
  rating: z.optional(
    z.pipe(z.union([z.string(), z.number()]), z.transform(String))
      .check(z.refine((v) => /^\d$/.test(v) && Number(v) >= RATING_MIN && Number(v) <= RATING_MAX)),
  ),
  body: z.optional(z.string()),
  date_of_meeting: z.optional(z.string()),
  duration_of_meeting: z.optional(z.enum(RATE_DURATIONS)),
}));

/** Today as YYYY-MM-DD in the visitor's zone (the date input's own format). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
