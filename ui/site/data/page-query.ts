import { BUSINESS_QUERY } from '@portal/components/features/business/links';
import { LOGIN_REDIRECT_PARAM, PROFILE_LISTINGS, decodeFilters, decodePage, encodeFilters, listingAt, ownedListingQuery } from '@portal/sdk';
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

/**
 * A profile opened from a list carries that list (its filters, order and page: listing-context.ts),
 * so its previous/next walk it; a page of its own for the micro-cache, kept by the language links.
 */
export const LIST_PARAM = 'list';

/** Keys of the pages that are not listings: login's return path, account links, the business area's, the feedback form's, a profile's list. */
const OTHER_KEYS: ReadonlySet<string> = new Set<string>([
  LOGIN_REDIRECT_PARAM, ...Object.values(ACCOUNT_QUERY), ...Object.values(BUSINESS_QUERY), ...Object.values(FEEDBACK_QUERY), LIST_PARAM,
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
  for (const [key, value] of params) {
    if (key === LIST_PARAM) {
      // A list is a listing's query: normalized as the listing's own, once (no made-up text rides on it).
      const list = listQuery(value);
      if (list && !owned.has(LIST_PARAM)) owned.append(key, list);
    } else if (OTHER_KEYS.has(key) && !listing.codec.keys.has(key)) owned.append(key, value);
  }
  const text = owned.toString();
  return text ? `?${text}` : '';
}

/** A profile link's list (its listing's query), normalized by the listing codec; '' when nothing of it is a filter or page. */
export function listQuery(raw: string): string {
  const inner = new URLSearchParams(raw);
  const { category: _fixed, ...filters } = decodeFilters(inner);
  return encodeFilters(filters, decodePage(inner)).toString();
}

/** A path with its query reduced to the owned keys (`/escort?page=2&x=1` -> `/escort?page=2`). */
export function ownedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const path = url.slice(0, q);
  return path + ownedSearch(path, url.slice(q + 1, hash === -1 ? undefined : hash));
}
