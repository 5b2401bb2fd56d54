import {
  AGE_CONFIRMATION_MAX_AGE_S, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, REMEMBER_ME_MAX_AGE_S,
} from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { isLocale } from '../locale';
import { parseCookies } from './cookies';
import type { CookieOptions, CookieSpec } from './cookies';
import type { LoginData, SessionUserLike } from './types';

/**
 * §4 and §9 cookie rules as pure data and functions: which cookies login writes (session cookies,
 * or 7 days with remember-me) and logout expires, the language and the 18+ cookies. No schema is
 * imported here, so the browser's first load can apply them without zod (reading the user back
 * is in ./session, which checks it with the shared schema).
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

export type Cookies = Readonly<Record<string, string | undefined>>;

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

export function toCookies(cookies: string | Cookies | null | undefined): Cookies {
  if (typeof cookies === 'string') return parseCookies(cookies);
  return cookies && typeof cookies === 'object' ? cookies : {};
}

export function own(cookies: Cookies, name: string): string | undefined {
  const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Whether the remember-me flag is set: writes of the user cookie after login should keep it. */
export function isRemembered(cookies: string | Cookies | null | undefined): boolean {
  return own(toCookies(cookies), COOKIE_NAMES.remember) === '1';
}

/** §9: the chosen language, remembered for 365 days. An unknown locale is stored as English. */
export function localeCookie(locale: Locale, options?: CookieOptions): CookieSpec {
  const value = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { ...base(COOKIE_NAMES.locale, value, options), maxAge: LOCALE_COOKIE_MAX_AGE_S };
}

export function readLocaleCookie(cookies: string | Cookies | null | undefined): Locale | null {
  const value = own(toCookies(cookies), COOKIE_NAMES.locale);
  return isLocale(value) ? value : null;
}

/** The 18+ gate: written when the visitor confirms being an adult. */
export function ageConfirmationCookie(options?: CookieOptions): CookieSpec {
  return { ...base(COOKIE_NAMES.ageConfirmed, '1', options), maxAge: AGE_CONFIRMATION_MAX_AGE_S };
}

export function isAgeConfirmed(cookies: string | Cookies | null | undefined): boolean {
  return own(toCookies(cookies), COOKIE_NAMES.ageConfirmed) === '1';
}
