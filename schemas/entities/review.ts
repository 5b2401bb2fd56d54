import * as z from 'zod';
import { RATE_DURATIONS, RATING_MAX, RATING_MIN, REVIEW_MAX_LENGTH, TEXT_MIN_LENGTH } from '../constants';
import { Id, IsoDate, IsoDateTime, Name } from '../primitives';
import { optionalSections } from '../tolerance';

export const ReviewBody = z
  .string()
  .trim()
  .min(TEXT_MIN_LENGTH, `fill in at least ${TEXT_MIN_LENGTH} characters`)
  .max(REVIEW_MAX_LENGTH, `The description cannot exceed ${REVIEW_MAX_LENGTH} characters`);
export const Rating = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** §3: a review (id, body, reply, rating, date and duration of meeting); a broken reply is left out. */
export const Review = optionalSections(z
  .object({
    id: Id,
    body: z.string().max(REVIEW_MAX_LENGTH),
    reply: z.string().max(REVIEW_MAX_LENGTH).nullable(),
    rating: Rating,
    date_of_meeting: IsoDate,
    duration_of_meeting: z.enum(RATE_DURATIONS),
    author: z.object({ id: Id, name: Name }),
    subject: z.object({ type: z.enum(['profile', 'business']), id: Id, name: Name, slug: z.string() }),
    created_at: IsoDateTime,
  })
  .meta({ id: 'Review' }), { reply: null });
export type Review = z.infer<typeof Review>;

export const ReviewCreateRequest = z
  .object({
    body: ReviewBody,
    rating: Rating,
    date_of_meeting: IsoDate,
    duration_of_meeting: z.enum(RATE_DURATIONS),
  })
  .strict()
  .meta({ id: 'ReviewCreateRequest' });
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequest>;

export const ReviewReplyRequest = z.object({ reply: ReviewBody }).strict().meta({ id: 'ReviewReplyRequest' });
