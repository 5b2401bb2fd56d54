import { describe, expect, it } from 'vitest';
import { API_MESSAGES, HTTP, LOCALES } from '../../../schemas/constants';
import type { Role } from '../../../schemas/constants';
import { LOGIN_REDIRECT_PARAM, guardRoute, matchRoute, readLoginRedirect } from '../../../sdk/routes';
import type { GuardResult, GuardSession } from '../../../sdk/routes';
import { prefixed } from './expected';

type Who = 'guest' | Role;
type Kind = 'public' | 'client' | 'profile' | 'business' | 'login';
type Outcome = 'allow' | 'home' | 'login';

/** One sample page per area (two for profile: the web cam area is "profile" too). */
const PAGES: Record<Kind, readonly string[]> = {
  public: ['/escort/Anna', '/', '/reviews', '/registration/client'],
  client: ['/client/favorites', '/client/notification/email-verify'],
  profile: ['/profile/edit', '/profile_webcam/payments'],
  business: ['/business/payments/7', '/business/create-business'],
  login: ['/login'],
};

/** §5 written out as a table. */
const RULES: Record<Who, Record<Kind, Outcome>> = {
  guest: { public: 'allow', client: 'login', profile: 'login', business: 'login', login: 'allow' },
  MEMBER: { public: 'allow', client: 'allow', profile: 'home', business: 'home', login: 'home' },
  INDIVIDUAL: { public: 'allow', client: 'home', profile: 'allow', business: 'home', login: 'home' },
  BUSSINESS: { public: 'allow', client: 'home', profile: 'home', business: 'allow', login: 'home' },
};

const sessionOf = (who: Who): GuardSession | null => (who === 'guest' ? null : { role: who });

function expected(outcome: Outcome, kind: Kind, locale: string, path: string): GuardResult {
  if (outcome === 'allow') return { kind: 'allow' };
  if (outcome === 'home') {
    const reason = kind === 'login' ? 'logged-in' : 'wrong-area';
    return { kind: 'redirect', status: HTTP.found, location: prefixed(locale, '/'), reason };
  }
  const back = encodeURIComponent(path);
  return {
    kind: 'redirect', status: HTTP.found, location: `${prefixed(locale, '/login')}?${LOGIN_REDIRECT_PARAM}=${back}`,
    reason: 'login-required',
  };
}

describe('guardRoute: who × area × locale (spec section 5)', () => {
  for (const who of Object.keys(RULES) as Who[]) {
    for (const kind of Object.keys(PAGES) as Kind[]) {
      it(`${who} opening ${kind} → ${RULES[who][kind]}`, () => {
        for (const locale of LOCALES) {
          for (const page of PAGES[kind]) {
            const path = prefixed(locale, page);
            const result = guardRoute(matchRoute(path), sessionOf(who));
            expect(result, `${who} ${path}`).toEqual(expected(RULES[who][kind], kind, locale, path));
          }
        }
      });
    }
  }
});

describe('guardRoute details', () => {
  it('gives 404 with the message and the path for an unknown page, whoever asks', () => {
    for (const session of [null, { role: 'MEMBER' as const }]) {
      expect(guardRoute(matchRoute('/es/nope/nope'), session)).toEqual({
        kind: 'not-found', status: HTTP.notFound, path: '/es/nope/nope', message: API_MESSAGES.pageNotFound,
      });
    }
  });

  it('sends the guest back to the exact page, query string included, after login', () => {
    const result = guardRoute(matchRoute('/fr/Client/Favorites/?tab=2&x=a%26b'), null);
    if (result.kind !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(result.location, 'https://portal.test');
    expect(url.pathname).toBe('/fr/login');
    expect(url.searchParams.get(LOGIN_REDIRECT_PARAM)).toBe('/fr/Client/Favorites/?tab=2&x=a%26b');
    expect(readLoginRedirect(url.search)).toBe('/fr/Client/Favorites/?tab=2&x=a%26b');
  });

  it('treats a role it does not know as owning no area', () => {
    const odd = { role: 'ADMIN' } as unknown as GuardSession;
    expect(guardRoute(matchRoute('/client/favorites'), odd)).toMatchObject({ kind: 'redirect', location: '/' });
    expect(guardRoute(matchRoute('/escort'), odd)).toEqual({ kind: 'allow' });
    expect(guardRoute(matchRoute('/login'), odd)).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('labels why it redirects', () => {
    expect(guardRoute(matchRoute('/login'), { role: 'MEMBER' })).toMatchObject({ reason: 'logged-in' });
    expect(guardRoute(matchRoute('/profile'), { role: 'MEMBER' })).toMatchObject({ reason: 'wrong-area' });
    expect(guardRoute(matchRoute('/profile'), null)).toMatchObject({ reason: 'login-required' });
  });
});

describe('readLoginRedirect', () => {
  const q = (value: string) => `?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: value })}`;

  it('accepts a local path of a real page', () => {
    expect(readLoginRedirect(q('/es/client/favorites?x=1'))).toBe('/es/client/favorites?x=1');
    expect(readLoginRedirect(new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: '/profile' }))).toBe('/profile');
  });

  it.each(['//evil.test', 'https://evil.test/', '/\\evil.test', 'javascript:alert(1)', '/nope/nope', '/login', '/es/login',
    '/a\r\nSet-Cookie: x=1', ''])('rejects %j', (value) => {
    expect(readLoginRedirect(q(value))).toBeNull();
  });

  it('is null without the param', () => {
    expect(readLoginRedirect('')).toBeNull();
    expect(readLoginRedirect('?other=/escort')).toBeNull();
  });
});
