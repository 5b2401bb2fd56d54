import {
  AGE_CONFIRMATION_MAX_AGE_S, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, REMEMBER_ME_MAX_AGE_S, ROLES,
} from '../../schemas/constants';
import type { Locale, Role } from '../../schemas/constants';
import { UserSession } from '../../schemas/entities/session';
import { parseCookies } from './cookies';
import type { CookieOptions, CookieSpec } from './cookies';

/**
 * §4 session rules as pure data and functions: login stores the token and the user as cookies
 * (session cookies, or 7 days with remember-me); logout clears them, the step data and the drafts.
 * No DOM or Node API is used, so the server and the browser apply the same rules.
 */

export const COOKIE_NAMES = {
  token: 'token',
  user: 'user',
  /** Present while remember-me is on, so later writes of the user cookie keep the same lifetime. */
  remember: 'remember_me',
  locale: 'locale',
  /** The 18+ gate's confirmation. */
  ageConfirmed: 'age_confirmed',
} as const;

/** The least the session rules need of a user; `UserSession` (schemas/entities/session) has it. */
export interface SessionUserLike {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
}

export interface Session<U extends SessionUserLike = UserSession> {
  readonly token: string;
  readonly user: U;
}

export interface LoginData<U extends SessionUserLike = UserSession> extends Session<U> {
  readonly remember: boolean;
}

type Cookies = Readonly<Record<string, string | undefined>>;

const base = (name: string, value: string, options: CookieOptions | undefined): CookieSpec => ({
  name, value, path: '/', sameSite: 'Lax', secure: options?.secure ?? true,
});

const expire = (name: string, options?: CookieOptions): CookieSpec => ({ ...base(name, '', options), maxAge: 0 });

/**
 * Cookies written at login. Not HttpOnly: the browser app sends the token itself as a bearer
 * header (§7), so script must read it. The token is left out of the user cookie so the secret is
 * stored once.
 */
export function sessionCookies<U extends SessionUserLike>(login: LoginData<U>, options?: CookieOptions): CookieSpec[] {
  const { token: _inUser, ...user } = login.user as U & { token?: unknown };
  const lifetime = login.remember ? { maxAge: REMEMBER_ME_MAX_AGE_S } : {};
  return [
    { ...base(COOKIE_NAMES.token, login.token, options), ...lifetime },
    { ...base(COOKIE_NAMES.user, JSON.stringify(user), options), ...lifetime },
    login.remember ? { ...base(COOKIE_NAMES.remember, '1', options), ...lifetime } : expire(COOKIE_NAMES.remember, options),
  ];
}

/** Expiring specs for everything login wrote. */
export function clearSessionCookies(options?: CookieOptions): CookieSpec[] {
  return [COOKIE_NAMES.token, COOKIE_NAMES.user, COOKIE_NAMES.remember].map((name) => expire(name, options));
}

function toCookies(cookies: string | Cookies | null | undefined): Cookies {
  if (typeof cookies === 'string') return parseCookies(cookies);
  return cookies && typeof cookies === 'object' ? cookies : {};
}

function own(cookies: Cookies, name: string): string | undefined {
  const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Default user check: the shared zod schema, so a stale or tampered cookie is no session. */
function parseUserSession(raw: unknown): UserSession | null {
  const result = UserSession.safeParse(raw);
  return result.success ? result.data : null;
}

/** Whether the remember-me flag is set: writes of the user cookie after login should keep it. */
export function isRemembered(cookies: string | Cookies | null | undefined): boolean {
  return own(toCookies(cookies), COOKIE_NAMES.remember) === '1';
}

/**
 * The session stored in cookies (a `Cookie` header or parsed cookies), or null for a guest. A
 * missing token, a user cookie that is not JSON, or a user that fails `parseUser` all give null.
 */
export function readSession(cookies: string | Cookies | null | undefined): Session | null;
export function readSession<U extends SessionUserLike>(
  cookies: string | Cookies | null | undefined,
  parseUser: (raw: unknown) => U | null,
): Session<U> | null;
export function readSession(
  cookies: string | Cookies | null | undefined,
  parseUser: (raw: unknown) => SessionUserLike | null = parseUserSession,
): Session<SessionUserLike> | null {
  const jar = toCookies(cookies);
  const token = own(jar, COOKIE_NAMES.token)?.trim();
  const rawUser = own(jar, COOKIE_NAMES.user);
  if (!token || !rawUser) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return null;
  }
  let user: SessionUserLike | null;
  try {
    user = parseUser(parsed);
  } catch {
    return null; // A throwing custom parser is treated as a rejection.
  }
  // The guard relies on `role`; check it even when a custom parser forgot to.
  if (!user || !(ROLES as readonly unknown[]).includes(user.role)) return null;
  return { token, user };
}

/** §9: the chosen language, remembered for 365 days. An unknown locale is stored as English. */
export function localeCookie(locale: Locale, options?: CookieOptions): CookieSpec {
  const value = (LOCALES as readonly unknown[]).includes(locale) ? locale : DEFAULT_LOCALE;
  return { ...base(COOKIE_NAMES.locale, value, options), maxAge: LOCALE_COOKIE_MAX_AGE_S };
}

export function readLocaleCookie(cookies: string | Cookies | null | undefined): Locale | null {
  const value = own(toCookies(cookies), COOKIE_NAMES.locale);
  return value !== undefined && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}

/** The 18+ gate: written when the visitor confirms being an adult. */
export function ageConfirmationCookie(options?: CookieOptions): CookieSpec {
  return { ...base(COOKIE_NAMES.ageConfirmed, '1', options), maxAge: AGE_CONFIRMATION_MAX_AGE_S };
}

export function isAgeConfirmed(cookies: string | Cookies | null | undefined): boolean {
  return own(toCookies(cookies), COOKIE_NAMES.ageConfirmed) === '1';
}
