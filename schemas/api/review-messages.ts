/**
 * The review rules' words (beyond the spec: one review per client and subject, no meeting in the
 * future), designed here; the schemas, the mock and the catalogs quote them. Zod-free, so the
 * catalogs can import it.
 */
export const REVIEW_MESSAGES = {
  meetingDateInvalid: 'Enter the date of the meeting',
  meetingDateInFuture: 'The date of meeting cannot be in the future',
  alreadyReviewedProfile: 'You have already reviewed this profile.',
  alreadyReviewedBusiness: 'You have already reviewed this business.',
} as const;
