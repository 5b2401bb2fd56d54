import { describe, expect, it } from 'vitest';
import { AGE_CONFIRMATION_MAX_AGE_S, LOCALES, LOCALE_COOKIE_MAX_AGE_S, REMEMBER_ME_MAX_AGE_S } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import {
  COOKIE_NAMES, ageConfirmationCookie, clearSessionCookies, isAgeConfirmed, isRemembered, localeCookie, parseCookies,
  readLocaleCookie, readSession, serializeCookie, sessionCookies,
} from '../../../sdk/session';
import type { SessionUserLike } from '../../../sdk/session';
import { USER, toCookieHeader } from './fixtures';

const header = (specs: Parameters<typeof serializeCookie>[0][]) => toCookieHeader(specs.map(serializeCookie));

describe('sessionCookies', () => {
  it('without remember-me writes session cookies and clears the remember flag', () => {
    const cookies = sessionCookies({ token: 't0k', user: USER, remember: false });
    const [token, user, remember] = cookies;
    expect(token).toEqual({ name: COOKIE_NAMES.token, value: 't0k', path: '/', sameSite: 'Lax', secure: true });
    expect(user).not.toHaveProperty('maxAge');
    expect(remember).toMatchObject({ name: COOKIE_NAMES.remember, maxAge: 0 });
    expect(serializeCookie(token!)).not.toContain('Max-Age');
  });

  it('with remember-me lasts 7 days (604800 s)', () => {
    const cookies = sessionCookies({ token: 't0k', user: USER, remember: true });
    expect(cookies.map((c) => c.maxAge)).toEqual([REMEMBER_ME_MAX_AGE_S, REMEMBER_ME_MAX_AGE_S, REMEMBER_ME_MAX_AGE_S]);
    expect(serializeCookie(cookies[0]!)).toContain('Max-Age=604800');
    expect(isRemembered(header(cookies))).toBe(true);
    expect(isRemembered(header(sessionCookies({ token: 't', user: USER, remember: false })))).toBe(false);
  });

  it('can drop Secure for plain-http hosts and never sets HttpOnly (the app reads the token)', () => {
    for (const c of sessionCookies({ token: 't', user: USER, remember: true }, { secure: false })) {
      expect(c.secure).toBe(false);
      expect(c.httpOnly).toBeFalsy();
    }
  });

  it('keeps the token out of the user cookie', () => {
    const [, user] = sessionCookies({ token: 'secret', user: { ...USER, token: 'secret' }, remember: false });
    expect(user!.value).not.toContain('secret');
  });
});

describe('readSession', () => {
  it('reads back what login wrote, from a header or parsed cookies', () => {
    const raw = header(sessionCookies({ token: 't0k', user: USER, remember: true }));
    expect(readSession(raw)).toEqual({ token: 't0k', user: USER });
    expect(readSession(parseCookies(raw))).toEqual({ token: 't0k', user: USER });
  });

  it('is null for a guest or anything malformed', () => {
    const user = encodeURIComponent(JSON.stringify(USER));
    const cases = [
      '', 'token=t', `user=${user}`, `token=; user=${user}`,
      'token=t; user=%7Bnot-json', 'token=t; user=%E0%A4%A', 'token=t; user=null', 'token=t; user=42',
      `token=t; user=${encodeURIComponent(JSON.stringify({ ...USER, role: 'ADMIN' }))}`,
      `token=t; user=${encodeURIComponent(JSON.stringify({ id: 1, name: 'x' }))}`,
      `token=t; user=${encodeURIComponent(JSON.stringify({ ...USER, id: '7' }))}`,
    ];
    for (const c of cases) expect(readSession(c), c).toBeNull();
    for (const bad of [null, undefined, 42, { token: 1, user: {} }]) {
      expect(readSession(bad as never)).toBeNull();
    }
  });

  it('accepts a custom user parser, still checking the role', () => {
    const minimal = (raw: unknown) => raw as SessionUserLike;
    const user = (u: object) => `token=t; user=${encodeURIComponent(JSON.stringify(u))}`;
    expect(readSession(user({ id: 1, name: 'x', role: 'MEMBER' }), minimal)).toEqual({ token: 't', user: { id: 1, name: 'x', role: 'MEMBER' } });
    expect(readSession(user({ id: 1, name: 'x', role: 'ROOT' }), minimal)).toBeNull();
    expect(readSession(user({ id: 1 }), () => { throw new Error('boom'); })).toBeNull();
  });

  it('cleared cookies read as a guest', () => {
    const jar = { ...parseCookies(header(sessionCookies({ token: 't', user: USER, remember: true }))) };
    for (const c of clearSessionCookies()) jar[c.name] = c.value;
    expect(readSession(jar)).toBeNull();
  });
});

describe('locale and age cookies', () => {
  it('keeps the locale for 365 days', () => {
    for (const locale of LOCALES) {
      const c = localeCookie(locale);
      expect(c).toMatchObject({ name: COOKIE_NAMES.locale, value: locale, maxAge: LOCALE_COOKIE_MAX_AGE_S, path: '/' });
      expect(readLocaleCookie(header([c]))).toBe(locale);
    }
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 86_400);
    expect(localeCookie('xx' as Locale).value).toBe('en');
    expect(readLocaleCookie('locale=xx')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });

  it('remembers the 18+ confirmation', () => {
    const c = ageConfirmationCookie();
    expect(c).toMatchObject({ name: COOKIE_NAMES.ageConfirmed, maxAge: AGE_CONFIRMATION_MAX_AGE_S });
    expect(isAgeConfirmed(header([c]))).toBe(true);
    expect(isAgeConfirmed('age_confirmed=0')).toBe(false);
    expect(isAgeConfirmed('')).toBe(false);
  });
});
