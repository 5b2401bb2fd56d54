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

/** Keys of the pages that are not listings: login's return path, account links, the business area's. */
const OTHER_KEYS: ReadonlySet<string> = new Set<string>([LOGIN_REDIRECT_PARAM, ...Object.values(ACCOUNT_QUERY), ...Object.values(BUSINESS_QUERY)]);

/** `?a=1&x=2` -> `?a=1` (listing filters normalized, other owned keys as they came), or ''. */
export function ownedSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const owned = encodeFilters(decodeFilters(params), decodePage(params));
  for (const [key, value] of params) if (OTHER_KEYS.has(key) && !FILTER_KEYS.has(key)) owned.append(key, value);
  const text = owned.toString();
  return text ? `?${text}` : '';
}

/** A path with its query reduced to the owned keys (`/escort?page=2&x=1` -> `/escort?page=2`). */
export function ownedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  return url.slice(0, q) + ownedSearch(url.slice(q + 1, hash === -1 ? undefined : hash));
}
