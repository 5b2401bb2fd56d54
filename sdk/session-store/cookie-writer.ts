import { serializeCookie } from '../session/cookies';
import type { CookieOptions, CookieSpec } from '../session/cookies';

/**
 * Where the browser session writes its cookies. Injected so tests can capture the exact
 * `document.cookie` strings and so the store can be created during SSR, where there is no document.
 */
export type CookieWriter = (serialized: string) => void;

/** Writes to `document.cookie` when there is a document; a no-op on the server. */
export const documentCookieWriter: CookieWriter = (serialized) => {
  if (serialized && typeof document !== 'undefined') document.cookie = serialized;
};

/** Serializes each spec and hands it to the writer; a failing writer must not break login or logout. */
export function writeCookies(writer: CookieWriter, specs: readonly CookieSpec[]): void {
  for (const spec of specs) {
    try {
      writer(serializeCookie(spec));
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * `Secure` only where the page itself is https: a Secure cookie set from plain http is dropped by
 * most browsers (loopback aside), which would silently break login on an http staging host.
 */
export function browserCookieOptions(): CookieOptions {
  const protocol = typeof location === 'undefined' ? 'https:' : location.protocol;
  return { secure: protocol === 'https:' };
}
