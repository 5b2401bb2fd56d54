import { API_MESSAGES, HTTP } from '../../schemas/constants';
import { ApiError, ERROR_I18N_KEYS, PortalError, UnexpectedMessageError } from '../client/errors';
import type { ErrorI18nKey } from '../client/errors';

/**
 * Helpers for the §8 outcomes: they turn one failure into the error the spec describes and leave
 * every other failure as it was.
 */
export async function mapFailure<T>(
  promise: Promise<T>,
  // Async for a map that reads the failure's body with a schema (loaded on first use: ./operation-schemas).
  map: (error: PortalError) => PortalError | undefined | Promise<PortalError | undefined>,
): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof PortalError) throw (await map(error)) ?? error;
    throw error;
  }
}

/** §8 "Failed to leave feedback, please try again later". */
export const FEEDBACK = { message: API_MESSAGES.feedbackFailed, i18nKey: ERROR_I18N_KEYS.feedbackFailed };

/** A success status whose `message` is not `expected` is a failure (§8). */
export async function expectMessage<T extends { message?: string }>(
  promise: Promise<T>,
  expected: string,
  onOther?: { message: string; i18nKey: ErrorI18nKey },
): Promise<T> {
  const result = await promise;
  if (result.message !== expected) throw new UnexpectedMessageError(expected, result.message, onOther);
  return result;
}

/** An ApiError with the spec's wording (status, body and field errors kept). */
export const reword = (error: ApiError, message: string, i18nKey: ErrorI18nKey) =>
  new ApiError(error.status, error.body, { message, i18nKey, cause: error });

/** §8 restricted actions: a guest (401) or another role (403) trying a members-only action. */
export const restricted = (message: string, i18nKey: ErrorI18nKey) => (error: PortalError) =>
  error instanceof ApiError && (error.status === HTTP.unauthorized || error.status === HTTP.forbidden)
    ? reword(error, message, i18nKey)
    : undefined;

/** §8 "Feedback or review failure": reviews and the contact form; validation answers keep their field messages. */
export const feedbackFailed = (error: PortalError) =>
  error instanceof ApiError && error.status !== HTTP.unprocessable && error.status !== HTTP.unauthorized
    ? reword(error, FEEDBACK.message, FEEDBACK.i18nKey)
    : undefined;

