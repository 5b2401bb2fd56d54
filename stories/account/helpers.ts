import { API_MESSAGES } from '../../schemas/constants';
import { ApiError, NetworkError, RegistrationError } from '../../sdk/client';

/** Call doubles for the account stories: each story shows one outcome, deterministically. */

/** Never settles: the pending state stays on screen. */
export const pending = (): Promise<never> => new Promise<never>(() => {});

export const resolving = <T>(value: T, ms = 0) => (): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

export const failing = (error: unknown) => (): Promise<never> => Promise.reject(error);

/** The 422 answers of §5 and §8, as the client throws them. */
export const emailTakenError = () => new RegistrationError(422, { email: [API_MESSAGES.emailTaken] });
export const registrationFieldErrors = () =>
  new RegistrationError(422, {
    nickname: ['The nickname has already been taken.'],
    email: [API_MESSAGES.emailTaken, 'The email must be a valid email address.'],
  });
export const validationError = (errors: Record<string, string[]>) =>
  new ApiError(422, { message: 'The given data was invalid.', errors });
export const serverError = () => new ApiError(503, { message: API_MESSAGES.feedbackFailed });
export const offline = () => new NetworkError(new TypeError('Failed to fetch'));

/** A review text long enough for the 50-character minimum. */
export const REVIEW_TEXT =
  'Warm, punctual and exactly as the profile described. A relaxed evening with good conversation; I would come back.';
