/**
 * Cache-Control of rendered documents.
 *
 * - Signed in (a session cookie came with the request): `private, no-store` — the page shows the
 *   account and must never sit in any cache.
 * - Guests: shareable by a CDN for a minute and served stale for five while it revalidates. The 18+
 *   choice changes the document (the dialog and its script are left out once confirmed), and that
 *   choice is a cookie, so `Vary: Cookie` keeps confirmed and unconfirmed guests apart: a shared
 *   cache stores one copy per Cookie header, i.e. one for "no cookie" and one for "18+ only".
 *   Caches that want a better hit rate can normalise the Cookie header to the age cookie.
 * - Errors and not-found pages: a shared cache may keep them only briefly, so a page that appears
 *   (a new profile) is not hidden for long; 5xx are not stored at all.
 * The CSP nonce is then the same for everyone served one cached copy for up to a minute; React
 *   escapes all content, so the nonce is a second line of defence and that window is accepted.
 */
export const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const GUEST_NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=10';
export const PRIVATE_CACHE = 'private, no-store';
export const NO_STORE = 'no-store';
export const DOCUMENT_VARY = 'Cookie, Accept-Encoding';

export function documentCacheControl(status: number, signedIn: boolean): string {
  if (signedIn) return PRIVATE_CACHE;
  if (status >= 500) return NO_STORE;
  if (status >= 400) return GUEST_NOT_FOUND_CACHE;
  return GUEST_PAGE_CACHE;
}

/** Redirects depend on the visitor (guard, language): never stored. */
export const REDIRECT_CACHE = NO_STORE;
