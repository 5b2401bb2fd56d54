import { HTTP, ROLES } from '../../schemas/constants';
import type { API_MESSAGES, Role } from '../../schemas/constants';
import { matchRoute, routePath } from './match';
import type { MatchResult } from './match';
import type { Area } from './table';

/**
 * §5 route guard: each role opens only its own area, guests are sent to /login for any area, and
 * logged-in users do not see /login. Pure: the server answers with the result's status, the client
 * router navigates to `location`.
 */

/** Query parameter that carries a guest's wanted page to /login, so login can send them back. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The minimum the guard needs of a session: `null` is a guest. */
export interface GuardSession {
  readonly role: Role;
}

/** §6: the one role that owns each private area. */
export const AREA_ROLE = {
  client: 'MEMBER',
  profile: 'INDIVIDUAL',
  business: 'BUSSINESS',
} as const satisfies Record<Exclude<Area, 'public'>, Role>;

export type RedirectReason = 'login-required' | 'wrong-area' | 'logged-in';

export type GuardResult =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly status: typeof HTTP.found;
      readonly location: string;
      readonly reason: RedirectReason;
    }
  | {
      readonly kind: 'not-found';
      readonly status: typeof HTTP.notFound;
      readonly path: string;
      readonly message: typeof API_MESSAGES.pageNotFound;
    };

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/**
 * The localized login page that returns to `match` afterwards (`?redirect=` the matched page's own
 * path and query: always a same-site path). Used by the guard and when the API ends a session.
 */
export function loginLocation(match: MatchResult): string {
  const login = routePath('login', undefined, match.locale);
  if (match.kind !== 'route' || match.route.guestOnly) return login;
  const back = new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: match.path + match.search });
  return `${login}?${back.toString()}`;
}

/**
 * The route guard (§2): whether the session may see the matched page (`allow`), is sent away
 * (`redirect`, 302: to the login page that returns here, or home from another role's area or a
 * guest-only page), or gets the 404 page (`not-found`).
 */
export function guardRoute(match: MatchResult, session: GuardSession | null | undefined): GuardResult {
  if (match.kind === 'not-found') {
    return { kind: 'not-found', status: HTTP.notFound, path: match.path, message: match.message };
  }
  const { route, locale } = match;
  const loggedIn = session != null;
  const home = (reason: RedirectReason): GuardResult =>
    ({ kind: 'redirect', status: HTTP.found, location: routePath('home', undefined, locale), reason });

  if (route.guestOnly) return loggedIn ? home('logged-in') : { kind: 'allow' };
  if (route.area === 'public') return { kind: 'allow' };
  if (!loggedIn) return { kind: 'redirect', status: HTTP.found, location: loginLocation(match), reason: 'login-required' };
  // A role the client does not know (tampered or newer cookie) owns no area.
  const role = ROLE_SET.has(session.role) ? session.role : null;
  return role === AREA_ROLE[route.area] ? { kind: 'allow' } : home('wrong-area');
}

/** Backslashes and control characters: browsers treat `/\\evil` as `//evil`, and CR/LF split headers. */
function hasUnsafeChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A path on this site (`/escort?page=2`), never one a browser would read as another host:
 * `//evil.example`, `/\\evil.example`, a scheme, control characters. The one test of every
 * redirect target (the login `redirect` parameter here, the site server's Location headers).
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeChar(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The page to return to after login, read from the login URL's query string; null when absent or
 * unsafe. Only same-site paths of a real page are accepted, so `?redirect=//evil.example` or
 * `?redirect=https://...` cannot turn login into an open redirect, and /login never loops.
 */
export function readLoginRedirect(search: string | URLSearchParams): string | null {
  let value: string | null;
  try {
    value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LOGIN_REDIRECT_PARAM);
  } catch {
    return null;
  }
  if (!value || !isSameSitePath(value)) return null;
  const match = matchRoute(value);
  if (match.kind !== 'route' || match.route.guestOnly) return null;
  return value;
}
