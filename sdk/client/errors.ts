import type { z } from 'zod/mini';
import { API_MESSAGES, HTTP } from '../../schemas/constants';
import type { CurrentPackage, Wallet } from '../../schemas/entities/wallet';
import { ERROR_I18N_KEYS } from './error-keys';
import type { ErrorI18nKey } from './error-keys';
import { firstOfEach, readErrorBody } from './error-body';
import type { FieldErrors } from './error-body';
import { PortalError } from './portal-error';

// The base class, the catalog keys and the error body reader live apart (./portal-error,
// ./error-keys, ./error-body), all re-exported from here: the site's shell asks only whether an
// error is a PortalError and a profile's buttons only the keys and the reader, and a bundle that imports
// this module keeps every error class (the bundler keeps a subclass declaration as a possible side
// effect), 1.5 kB gzip that every first load carried.
export { ERROR_I18N_KEYS } from './error-keys';
export type { ErrorI18nKey } from './error-keys';
export { firstOfEach, readErrorBody } from './error-body';
export type { FieldErrors } from './error-body';
export { PortalError } from './portal-error';
export type { PortalErrorKind } from './portal-error';

interface ErrorInit {
  message?: string;
  i18nKey?: ErrorI18nKey;
  cause?: unknown;
}

function keyForStatus(status: number): ErrorI18nKey {
  if (status === HTTP.badRequest) return ERROR_I18N_KEYS.badRequest;
  if (status === HTTP.unauthorized) return ERROR_I18N_KEYS.unauthorized;
  if (status === HTTP.forbidden) return ERROR_I18N_KEYS.forbidden;
  if (status === HTTP.notFound) return ERROR_I18N_KEYS.notFound;
  if (status === HTTP.unprocessable) return ERROR_I18N_KEYS.validation;
  if (status === HTTP.tooManyRequests) return ERROR_I18N_KEYS.tooManyRequests;
  if (status >= HTTP.serverError) return ERROR_I18N_KEYS.server;
  return ERROR_I18N_KEYS.generic;
}

/** An answer with a status of 400 to 599 (§7). 422 answers carry per-field messages. */
export class ApiError extends PortalError {
  static override readonly kind = 'api' as const;
  readonly kind = ApiError.kind;
  readonly fieldErrors: FieldErrors;

  constructor(
    readonly status: number,
    /** The error body as sent: parsed JSON, or the raw text when it was not JSON. */
    readonly body: unknown,
    init: ErrorInit = {},
  ) {
    const read = readErrorBody(body);
    const fallback = status === HTTP.notFound ? API_MESSAGES.pageNotFound : API_MESSAGES.genericError;
    super(init.message ?? read.message ?? fallback, init.i18nKey ?? keyForStatus(status), init.cause);
    this.fieldErrors = read.fieldErrors;
  }

  /** First message per field, for forms. */
  firstFieldErrors(): Record<string, string> {
    return firstOfEach(this.fieldErrors);
  }
}

/** No answer: the connection failed (after the one retry where the retry rule allows it). */
export class NetworkError extends PortalError {
  static override readonly kind = 'network' as const;
  readonly kind = NetworkError.kind;
  constructor(cause?: unknown) {
    super('Network request failed', ERROR_I18N_KEYS.network, cause);
  }
}

/** The caller's AbortSignal fired. Named 'AbortError' like the DOM's, so generic checks still work. */
export class AbortedError extends PortalError {
  static override readonly kind = 'aborted' as const;
  readonly kind = AbortedError.kind;
  constructor(cause?: unknown) {
    super('The request was aborted', ERROR_I18N_KEYS.aborted, cause);
    this.name = 'AbortError';
  }
}

/**
 * The client's own time limit (`timeoutMs`, per client or per call) ran out before the answer
 * arrived: retries and their waits included. A caller's AbortSignal is an AbortedError instead.
 */
export class TimeoutError extends PortalError {
  static override readonly kind = 'timeout' as const;
  readonly kind = TimeoutError.kind;
  constructor(
    readonly timeoutMs: number,
    cause?: unknown,
  ) {
    super(`No answer within ${timeoutMs} ms`, ERROR_I18N_KEYS.timeout, cause);
  }
}

/** A success status whose body is not JSON (or is empty). */
export class MalformedResponseError extends PortalError {
  static override readonly kind = 'malformed-response' as const;
  readonly kind = MalformedResponseError.kind;
  constructor(
    readonly status: number,
    /** The start of the body, for logs. */
    readonly bodyExcerpt: string,
    cause?: unknown,
  ) {
    super(`The server answered ${status} with a body that is not JSON`, ERROR_I18N_KEYS.malformedResponse, cause);
  }
}

/** A JSON body that does not match the operation's response schema. */
export class SchemaMismatchError extends PortalError {
  static override readonly kind = 'schema-mismatch' as const;
  readonly kind = SchemaMismatchError.kind;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    /** The path the answer came from, for logs. */
    readonly operation: string,
  ) {
    const first = issues[0];
    const where = first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : '';
    super(`Response of ${operation} does not match its schema${where}`, ERROR_I18N_KEYS.schemaMismatch);
  }
}

/** §8: a success status whose message is not the one that means success. */
export class UnexpectedMessageError extends PortalError {
  static override readonly kind = 'unexpected-message' as const;
  readonly kind = UnexpectedMessageError.kind;
  constructor(
    readonly expected: string,
    readonly received: string | undefined,
    init: ErrorInit = {},
  ) {
    super(init.message ?? received ?? API_MESSAGES.genericError, init.i18nKey ?? ERROR_I18N_KEYS.unexpectedMessage, init.cause);
  }
}

/** §8: login answered without a token, or with 401. */
export class WrongPasswordError extends PortalError {
  static override readonly kind = 'wrong-password' as const;
  readonly kind = WrongPasswordError.kind;
  constructor(
    /** 401, or 200 when the answer simply carried no token. */
    readonly status: number,
    cause?: unknown,
  ) {
    super(API_MESSAGES.wrongPassword, ERROR_I18N_KEYS.wrongPassword, cause);
  }
}

/** §8: registration failed; `message` is errors.message, else the first field error, else the default. */
export class RegistrationError extends PortalError {
  static override readonly kind = 'registration' as const;
  readonly kind = RegistrationError.kind;
  constructor(
    /** The error status, or 200 when the answer carried no token. */
    readonly status: number,
    readonly fieldErrors: FieldErrors,
    cause?: unknown,
  ) {
    super(
      fieldErrors.message?.[0] ?? Object.values(firstOfEach(fieldErrors))[0] ?? API_MESSAGES.registrationFailed,
      ERROR_I18N_KEYS.registrationFailed,
      cause,
    );
  }

  firstFieldErrors(): Record<string, string> {
    return firstOfEach(this.fieldErrors);
  }
}

/** §8: payment answered 503: online payment is unavailable, specialists will get in touch. */
export class PaymentUnavailableError extends PortalError {
  static override readonly kind = 'payment-unavailable' as const;
  readonly kind = PaymentUnavailableError.kind;
  readonly status = HTTP.unavailable;
  constructor(cause?: unknown) {
    super(API_MESSAGES.paymentUnavailable, ERROR_I18N_KEYS.paymentUnavailable, cause);
  }
}

/** Payment answered 402: not enough LoveCoins for the package. */
export class InsufficientBalanceError extends PortalError {
  static override readonly kind = 'insufficient-balance' as const;
  readonly kind = InsufficientBalanceError.kind;
  readonly status = HTTP.paymentRequired;
  constructor(message: string | undefined, cause?: unknown) {
    super(message ?? 'Not enough LoveCoins', ERROR_I18N_KEYS.insufficientBalance, cause);
  }
}

/**
 * A TOP/VIP purchase answered 409 `quote_changed`: the package or its figures changed since the
 * payer confirmed them (another tab bought or switched, a day passed). Nothing was charged;
 * `current` holds the new state and quotes, `wallet` the balance now, to confirm again.
 */
export class QuoteChangedError extends PortalError {
  static override readonly kind = 'quote-changed' as const;
  readonly kind = QuoteChangedError.kind;
  readonly status = HTTP.conflict;
  constructor(message: string, readonly current: CurrentPackage, readonly wallet: Wallet, cause?: unknown) {
    super(message, ERROR_I18N_KEYS.quoteChanged, cause);
  }
}

/** A TOP/VIP purchase answered 409 `not_promotable`: visitors cannot see the target (draft, moderation, switched off). */
export class NotPromotableError extends PortalError {
  static override readonly kind = 'not-promotable' as const;
  readonly kind = NotPromotableError.kind;
  readonly status = HTTP.conflict;
  constructor(message: string, cause?: unknown) {
    super(message, ERROR_I18N_KEYS.notPromotable, cause);
  }
}

/**
 * §8 video upload: the server refused the video (an error status, or a success status without the
 * success message) → videoUploadFailed; anything else that went wrong → genericError.
 */
export class VideoUploadError extends PortalError {
  static override readonly kind = 'video-upload' as const;
  readonly kind = VideoUploadError.kind;
  constructor(
    /** True when the server answered and refused; false for network, parse and schema failures. */
    readonly refused: boolean,
    cause?: unknown,
  ) {
    super(
      refused ? API_MESSAGES.videoUploadFailed : API_MESSAGES.genericError,
      refused ? ERROR_I18N_KEYS.videoUploadFailed : ERROR_I18N_KEYS.videoUploadError,
      cause,
    );
  }
}

export type AnyPortalError =
  | ApiError
  | NetworkError
  | AbortedError
  | TimeoutError
  | MalformedResponseError
  | SchemaMismatchError
  | UnexpectedMessageError
  | WrongPasswordError
  | RegistrationError
  | PaymentUnavailableError
  | InsufficientBalanceError
  | QuoteChangedError
  | NotPromotableError
  | VideoUploadError;

/** Whether `error` is one of the SDK's errors (`AnyPortalError`), so `switch (error.kind)` narrows it. */
export function isPortalError(error: unknown): error is AnyPortalError {
  return error instanceof PortalError;
}
