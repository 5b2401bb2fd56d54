import type { z } from 'zod/mini';
import { API_MESSAGES, HTTP } from '../../schemas';
import type { MessageResponse, PackageConflict, ValidationErrorResponse } from '../../schemas';
import { MOCK_MESSAGES } from './messages';

/** An answer other than 200, thrown by an implementation and sent by the adapter. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: MessageResponse | ValidationErrorResponse | PackageConflict,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${body.message}`);
    this.name = 'ApiError';
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 in the API's shape: the first message on top, every message per field. */
export function validationError(errors: FieldErrors, message?: string): ApiError {
  const first = Object.values(errors)[0]?.[0];
  return new ApiError(HTTP.unprocessable, { message: message ?? first ?? MOCK_MESSAGES.invalid, errors });
}

/** One field's 422. */
export const fieldError = (field: string, message: string): ApiError => validationError({ [field]: [message] });

export const unauthorized = (message: string = MOCK_MESSAGES.unauthenticated) => new ApiError(HTTP.unauthorized, { message });
export const forbidden = (message: string = MOCK_MESSAGES.forbidden) => new ApiError(HTTP.forbidden, { message });
export const notFound = (message: string = API_MESSAGES.pageNotFound) => new ApiError(HTTP.notFound, { message });
export const paymentRequired = (message: string = MOCK_MESSAGES.notEnoughCoins) => new ApiError(HTTP.paymentRequired, { message });
export const conflict = (body: PackageConflict) => new ApiError(HTTP.conflict, body);
export const unavailable = (message: string = MOCK_MESSAGES.unavailable) => new ApiError(HTTP.unavailable, { message });

/**
 * zod issues as per-field lists; root issues go under `where` (body, query). A field the schema
 * does not have (a strict object's unrecognized key) is reported under its own name: under
 * `where` it would blame a real field that happens to be called `body` (a review's text).
 */
export function issuesToErrors(error: z.core.$ZodError, where: string): FieldErrors {
  // No prototype: a field named `__proto__` or `constructor` is only a key.
  const errors = Object.create(null) as FieldErrors;
  for (const issue of error.issues) {
    const fields = issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => [...issue.path.map(String), key].join('.'))
      : [issue.path.length > 0 ? issue.path.map(String).join('.') : where];
    for (const field of fields) (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
