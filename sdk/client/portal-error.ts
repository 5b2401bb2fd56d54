import type { ErrorI18nKey } from './error-keys';

/**
 * Every failure the client reports is one of these classes, told apart by `kind`, so a caller can
 * `switch (error.kind)` instead of probing shapes. `i18nKey` names a catalog entry the UI can
 * translate; `message` is the English text (the API's own wording where the spec gives one).
 */
export type PortalErrorKind =
  | 'api'
  | 'network'
  | 'aborted'
  | 'timeout'
  | 'malformed-response'
  | 'schema-mismatch'
  | 'unexpected-message'
  | 'wrong-password'
  | 'registration'
  | 'payment-unavailable'
  | 'insufficient-balance'
  | 'quote-changed'
  | 'not-promotable'
  | 'video-upload';

/**
 * The base of every error a call of the SDK throws: told apart by `kind`; `i18nKey` names the
 * message in the SDK's catalogs, `message` is English. `isPortalError` narrows to the union of them.
 */
export abstract class PortalError extends Error {
  abstract readonly kind: PortalErrorKind;
  readonly i18nKey: ErrorI18nKey;

  protected constructor(message: string, i18nKey: ErrorI18nKey, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.i18nKey = i18nKey;
  }
}
