import { BUSINESS_QUERY } from '../../features/business/links';
import { LOGIN_REDIRECT_PARAM, PROFILE_LISTINGS, listingAt, ownedListingQuery } from '@portal/sdk';
import type { Listing } from '@portal/sdk';

/**
 * The query keys the site's pages own, and a URL reduced to them. Links the site writes from the
 * current URL (canonical and hreflang, pagination, the language switcher, the 18+ form's return,
 * the error page's retry) and the micro-cache key use `ownedSearch`, so a made-up parameter
 * (`?x=<8 kB>`) is neither copied into every link of the page nor a way around the micro-cache,
 * while every filter a page reads is kept (two pages that differ by a filter never share a
 * micro-cache entry). A listing page's filters come from its declaration (the SDK's listing kit:
 * its filter schema's codec), decoded and encoded again (bad values dropped, keys ordered).
 */
export const ACCOUNT_QUERY = {
  token: 'token',
  email: 'email',
  /** What went wrong with a login posted without script (data/login-fallback.ts). */
  loginError: 'login_error',
} as const;

/** The feedback form's subject, as the footer's "support" link opens it (`/feedback?topic=support`). */
export const FEEDBACK_QUERY = { topic: 'topic' } as const;

/** Keys of the pages that are not listings: login's return path, account links, the business area's, the feedback form's. */
const OTHER_KEYS: ReadonlySet<string> = new Set<string>([
  LOGIN_REDIRECT_PARAM, ...Object.values(ACCOUNT_QUERY), ...Object.values(BUSINESS_QUERY), ...Object.values(FEEDBACK_QUERY),
]);

/**
 * A page that is not a listing keeps the profile filters, as it always has: the home page's city
 * search and a profile's way back to its listing carry them.
 */
const NOT_A_LISTING: Listing<object> = { ...PROFILE_LISTINGS.escort, fixed: {} };

/**
 * `/escort`, `?a=1&x=2` -> `?a=1` (the page's filters normalized, other owned keys as they came),
 * or ''. `path` says which page owns the query (`/cz/reviews`: the reviews' rating and category).
 */
export function ownedSearch(path: string, search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const listing = listingAt(path) ?? NOT_A_LISTING;
  const owned = ownedListingQuery(listing, params);
  for (const [key, value] of params) if (OTHER_KEYS.has(key) && !listing.codec.keys.has(key)) owned.append(key, value);
  const text = owned.toString();
  return text ? `?${text}` : '';
}

/** A path with its query reduced to the owned keys (`/escort?page=2&x=1` -> `/escort?page=2`). */
export function ownedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const path = url.slice(0, q);
  return path + ownedSearch(path, url.slice(q + 1, hash === -1 ? undefined : hash));
}
