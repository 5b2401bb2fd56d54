import { SETTINGS_MESSAGES, REVIEW_MESSAGES } from '@portal/sdk/schemas';
import { API_MESSAGES, readErrorBody } from '@portal/sdk';
import { K } from './keys';

/**
 * Turns schema messages, server messages and client errors into text for the visitor. A text
 * the catalogs know (the §8 texts, the schema's own wording) is translated by key; a server text
 * they do not know is shown as sent, since it is the most precise thing there is to say.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** §8 texts → their catalog keys. The dom test checks each key's English value is the text. */
export const API_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [API_MESSAGES.reviewCreated]: K.reviewCreated,
  [API_MESSAGES.resetLinkSent]: K.resetLinkSent,
  [API_MESSAGES.passwordReset]: K.passwordReset,
  [API_MESSAGES.emailVerified]: K.emailVerified,
  [API_MESSAGES.contactThanks]: K.contactThanks,
  [API_MESSAGES.emailTaken]: K.emailTaken,
  [API_MESSAGES.registrationFailed]: K.registrationFailed,
  [API_MESSAGES.wrongPassword]: K.wrongPassword,
  [API_MESSAGES.feedbackFailed]: K.feedbackFailed,
  [API_MESSAGES.likesClientsOnly]: K.likesClientsOnly,
  [API_MESSAGES.favoritesClientsOnly]: K.favoritesClientsOnly,
  [API_MESSAGES.reviewsUsersOnly]: K.reviewsUsersOnly,
  [API_MESSAGES.genericError]: K.genericError,
  [SETTINGS_MESSAGES.wrongCurrentPassword]: K.wrongCurrentPassword,
  [REVIEW_MESSAGES.alreadyReviewedProfile]: K.alreadyReviewedProfile,
  [REVIEW_MESSAGES.alreadyReviewedBusiness]: K.alreadyReviewedBusiness,
};

/** The schemas' fixed wording (schemas/entities/session.ts, schemas/primitives.ts). */
const SCHEMA_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  Required: K.required,
  'Invalid email': K.email,
  'Invalid url': K.url,
  // zod's z.iso.date() (schemas/primitives.ts IsoDate): an empty or half-typed date input.
  'Invalid ISO date': K.date,
  'Passwords do not match': K.mismatch,
  'Confirm your password': K.confirmRequired,
  'You must accept the terms': K.termsRequired,
  [REVIEW_MESSAGES.meetingDateInvalid]: K.meetingDateInvalid,
  [REVIEW_MESSAGES.meetingDateInFuture]: K.meetingDateInFuture,
};

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^fill in at least (\d+) characters$/, K.textMin],
  [/^The description cannot exceed (\d+) characters$/, K.descriptionMax],
  // zod's own wording for string bounds ("Too small: expected string to have >=8 characters").
  [/^Too small: expected string to have >=(\d+) characters?$/, K.tooShort],
  [/^Too big: expected string to have <=(\d+) characters?$/, K.tooLong],
];

/** The catalog key and values for a known message, or null. */
export function messageKey(message: string): { key: string; values?: Record<string, unknown> } | null {
  const exact = API_MESSAGE_KEYS[message] ?? SCHEMA_MESSAGE_KEYS[message];
  if (exact) return { key: exact };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: { n: Number(match[1]) } };
  }
  return null;
}

/** A message in the visitor's language when the catalogs know it, else the text itself. */
export function translateMessage(t: Translate, message: string): string {
  const known = messageKey(message);
  return known ? t(known.key, { ...known.values, defaultValue: message }) : message;
}

/**
 * A field error from the resolver or the server. zod's type errors (an empty select gives
 * "expected number, received NaN") mean "nothing chosen", so they read as required.
 */
export function translateFieldError(t: Translate, error: { message?: string; type?: string } | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'invalid_type' || error.type === 'invalid_value') {
    if (!error.message || !messageKey(error.message)) return t(K.required);
  }
  return error.message ? translateMessage(t, error.message) : t(K.required);
}

interface ErrorLike {
  message?: unknown;
  i18nKey?: unknown;
  body?: unknown;
  kind?: unknown;
  status?: unknown;
}

/**
 * A failed call as one sentence: a known text by key; else the server's own message when it
 * refused the request (4xx: it says what is wrong with it); else the error's catalog key
 * (network, server...) with its English text as the fallback. A 5xx's own words ("Server Error",
 * a proxy's page title) are no help to the visitor and are in English: the catalog's text is shown.
 */
export function translateError(t: Translate, error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const message = typeof e.message === 'string' ? e.message : '';
  const known = message ? messageKey(message) : null;
  if (known) return t(known.key, { ...known.values, defaultValue: message });
  const refused = e.kind === 'api' && !(typeof e.status === 'number' && e.status >= 500);
  const fromServer = refused ? readErrorBody(e.body).message : undefined;
  if (fromServer) return fromServer;
  if (typeof e.i18nKey === 'string') return t(e.i18nKey, { defaultValue: message || API_MESSAGES.genericError });
  return t(K.genericError, { defaultValue: API_MESSAGES.genericError });
}

/** Per-field server messages of an ApiError or RegistrationError (§5: the first one per field). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const candidate = error as { firstFieldErrors?: unknown; fieldErrors?: unknown };
  if (typeof candidate.firstFieldErrors === 'function') {
    const first: unknown = (candidate.firstFieldErrors as () => unknown).call(error);
    if (typeof first === 'object' && first !== null) return first as Record<string, string>;
  }
  return {};
}

/**
 * §8 "Feedback or review failure": a validation answer (422) or a refusal with a known text keeps
 * its own words; a success status with another message shows that message; anything else (network,
 * 5xx) reads 'Failed to leave feedback, please try again later'.
 */
export function translateFeedbackError(t: Translate, error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike & { status?: unknown; received?: unknown };
  // §8 "any other message is an error": the server's own words, when it sent some.
  if (e.kind === 'unexpected-message' && typeof e.received === 'string' && e.received) return translateMessage(t, e.received);
  const message = typeof e.message === 'string' ? e.message : '';
  // The generic text is the client's fallback, not the server's word: §8 has a better one here.
  if (message && message !== API_MESSAGES.genericError && messageKey(message)) return translateMessage(t, message);
  if (e.kind === 'api' && (e.status === 422 || e.status === 401)) return translateError(t, error);
  return t(K.feedbackFailed, { defaultValue: API_MESSAGES.feedbackFailed });
}
