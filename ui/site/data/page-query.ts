import { BUSINESS_QUERY } from '../../features/business/links';
import { LOGIN_REDIRECT_PARAM, FILTER_KEYS, decodeFilters, decodePage, encodeFilters } from '@portal/sdk';

/**
 * The query keys the site's pages own, and a URL reduced to them. Links the site writes from the
 * current URL (canonical and hreflang, pagination, the language switcher, the 18+ form's return,
 * the error page's retry) and the micro-cache key use `ownedSearch`, so a made-up parameter
 * (`?x=<8 kB>`) is neither copied into every link of the page nor a way around the micro-cache.
 * Listing filters are decoded and encoded again (the codec drops bad values, orders the keys).
 */
export const ACCOUNT_QUERY = {
  token: 'token',
  email: 'email',
  /** What went wrong with a login posted without script (data/login-fallback.ts). */
  loginError: 'login_error',
} as const;

/**
 * A profile opened from a list carries that list (its filters, order and page: listing-context.ts),
 * so its previous/next walk it; a page of its own for the micro-cache, kept by the language links.
 */
export const LIST_PARAM = 'list';

/** Keys of the pages that are not listings: login's return path, account links, the business area's, a profile's list. */
const OTHER_KEYS: ReadonlySet<string> = new Set<string>([
  LOGIN_REDIRECT_PARAM, ...Object.values(ACCOUNT_QUERY), ...Object.values(BUSINESS_QUERY), LIST_PARAM,
]);

/** `?a=1&x=2` -> `?a=1` (listing filters normalized, other owned keys as they came), or ''. */
export function ownedSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const owned = encodeFilters(decodeFilters(params), decodePage(params));
  for (const [key, value] of params) {
    if (key === LIST_PARAM) {
      // A list is a listing's query: normalized as the listing's own, once (no made-up text rides on it).
      const list = listQuery(value);
      if (list && !owned.has(LIST_PARAM)) owned.append(key, list);
    } else if (OTHER_KEYS.has(key) && !FILTER_KEYS.has(key)) owned.append(key, value);
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
  return url.slice(0, q) + ownedSearch(url.slice(q + 1, hash === -1 ? undefined : hash));
}
