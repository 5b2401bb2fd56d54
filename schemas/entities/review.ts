import * as z from 'zod/mini';
import { meta } from '../compose';
import {
  MEETING_DATE_LEEWAY_HOURS,
  RATE_DURATIONS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  TEXT_MIN_LENGTH,
} from '../constants';
import { Id, IsoDate, IsoDateTime, Name } from '../primitives';
import { rule } from '../rules';
import { optionalSections } from '../tolerance';
import { REVIEW_MESSAGES } from '../api/review-messages';
import { BusinessType } from './business';
import { ProfileCategory } from './profile';

/**
 * The last date of meeting a review may give at `now`: today where the day is furthest ahead
 * (UTC+14), so a visitor whose own today is tomorrow in UTC is never refused, and no date after
 * that is accepted by the server. The form's own maximum is the visitor's today.
 */
export function latestMeetingDate(now: number = Date.now()): string {
  return new Date(now + MEETING_DATE_LEEWAY_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD text (compared as text, such dates sort by time). */
export const isIsoDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** A review tells of a meeting that happened: an ISO date, not in the future. */
export const MeetingDate = meta(
  z.iso
    .date(REVIEW_MESSAGES.meetingDateInvalid)
    .check(
      z.refine((date) => !isIsoDate(date) || date <= latestMeetingDate(), {
        message: REVIEW_MESSAGES.meetingDateInFuture,
        ...rule('x-not-in-future'),
      }),
    ),
  { description: `ISO 8601 date of the meeting, not in the future (not after today in UTC+${MEETING_DATE_LEEWAY_HOURS})` },
);

export const ReviewBody = z
  .string()
  .check(
    z.trim(),
    z.minLength(TEXT_MIN_LENGTH, `fill in at least ${TEXT_MIN_LENGTH} characters`),
    z.maxLength(REVIEW_MAX_LENGTH, `The description cannot exceed ${REVIEW_MAX_LENGTH} characters`),
  );
export const Rating = z.number().check(z.int(), z.gte(RATING_MIN), z.lte(RATING_MAX));

/** §3: a review (id, body, reply, rating, date and duration of meeting); a broken reply is left out. */
export const Review = optionalSections(
  meta(
    z.object({
      id: Id,
      body: z.string().check(z.maxLength(REVIEW_MAX_LENGTH)),
      reply: z.nullable(z.string().check(z.maxLength(REVIEW_MAX_LENGTH))),
      rating: Rating,
      date_of_meeting: IsoDate,
      duration_of_meeting: z.enum(RATE_DURATIONS),
      author: z.object({ id: Id, name: Name }),
      subject: z.object({
        type: z.enum(['profile', 'business']),
        id: Id,
        name: Name,
        slug: z.string(),
        category: meta(z.optional(z.union([ProfileCategory, BusinessType])), {
          description: "The profile's category or the business's type: which list its page is in",
        }),
      }),
      created_at: IsoDateTime,
    }),
    { id: 'Review' },
  ),
  { reply: null },
);
export type Review = z.infer<typeof Review>;

/** The rules of a new review that the request schema cannot state (the operations' `inferred` note in openapi.yaml). */
export const REVIEW_RULES =
  'one review per client and profile or business (anti rating manipulation, spec 6): a second one is ' +
  'refused with 422, its reason under `errors.review`, and the first stays; the date of meeting is not in the future';

/** One review per client per profile or business: a second one is refused (422, REVIEW_MESSAGES.alreadyReviewed*). */
export const ReviewCreateRequest = meta(
  z.strictObject({
    body: ReviewBody,
    rating: Rating,
    date_of_meeting: MeetingDate,
    duration_of_meeting: z.enum(RATE_DURATIONS),
  }),
  { id: 'ReviewCreateRequest' },
);
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequest>;

export const ReviewReplyRequest = meta(z.strictObject({ reply: ReviewBody }), { id: 'ReviewReplyRequest' });
