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
 * The mark of an SDK error, in the runtime's global symbol registry: the same symbol in the ESM
 * and the CommonJS build of the package (and in two copies of it), so an error one of them threw
 * is recognised by the other. Each build has classes of its own (the dual-package hazard), and
 * plain `instanceof` would tell them apart.
 */
const BRAND: unique symbol = Symbol.for('@portal/sdk.PortalError') as never;

/**
 * The base of every error a call of the SDK throws: told apart by `kind`; `i18nKey` names the
 * message in the SDK's catalogs, `message` is English. `isPortalError` narrows to the union of them.
 *
 * `instanceof` works across builds: `error instanceof PortalError` holds for any SDK error,
 * `error instanceof NetworkError` for one whose `kind` is NetworkError's, whichever build of the
 * package (ESM or CommonJS, or another copy) created it.
 */
export abstract class PortalError extends Error {
  abstract readonly kind: PortalErrorKind;
  readonly i18nKey: ErrorI18nKey;
  /** Each subclass's `kind`, on the class too, so `instanceof` can compare an error of another build by it. */
  static readonly kind: PortalErrorKind | undefined = undefined;

  protected constructor(message: string, i18nKey: ErrorI18nKey, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.i18nKey = i18nKey;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** An instance of this build's class, or an SDK error of another build with this class's `kind`. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    if (typeof value !== 'object' || value === null || (value as { [BRAND]?: unknown })[BRAND] !== true) return false;
    const { kind } = this as { kind?: PortalErrorKind };
    return kind === undefined || kind === (value as { kind?: unknown }).kind;
  }
}
