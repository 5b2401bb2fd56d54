import { describe, expect, it } from 'vitest';
import { API_MESSAGES, LOCALES } from '../../../schemas/constants';
import { LAYOUTS, ROUTES, ROUTE_IDS, getRoute, matchRoute, routePath } from '../../../sdk/routes';
import type { MatchResult } from '../../../sdk/routes';
import { EXPECTED, prefixed } from './expected';

const upper = (params: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.toUpperCase()]));

function expectRoute(result: MatchResult, id: string) {
  if (result.kind !== 'route') throw new Error(`expected ${id}, got not-found for ${result.path}`);
  expect(result.route.id).toBe(id);
  return result;
}

describe('route table', () => {
  it('has exactly the routes of spec section 2, with unique ids and patterns', () => {
    expect([...ROUTE_IDS].sort()).toEqual(EXPECTED.map((e) => e.id).sort());
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(LAYOUTS).toContain(r.layout);
  });

  it('gives each route its layout and area, /login guest-only and email-verify without own layout', () => {
    for (const e of EXPECTED) {
      expect(getRoute(e.id), e.id).toMatchObject({ layout: e.layout, area: e.area });
    }
    expect(ROUTES.filter((r) => 'guestOnly' in r && r.guestOnly).map((r) => r.id)).toEqual(['login']);
    expect(getRoute('client-notification-email-verify')).toMatchObject({ layoutSetByRoute: false });
    expect(getRoute('nope')).toBeUndefined();
  });
});

describe('matchRoute: every route × nine locales × spelling', () => {
  for (const e of EXPECTED) {
    it(`${e.path} → ${e.id}`, () => {
      for (const locale of LOCALES) {
        const path = prefixed(locale, e.path);
        const slashed = path === '/' ? path : `${path}/`;
        const variants: Array<[string, Record<string, string>]> = [
          [path, { ...e.params }],
          [path.toUpperCase(), upper(e.params)],
          [slashed, { ...e.params }],
          [slashed.toUpperCase(), upper(e.params)],
        ];
        for (const [variant, params] of variants) {
          const m = expectRoute(matchRoute(variant), e.id);
          expect(m, variant).toMatchObject({ locale, layout: e.layout, params, path: variant, search: '' });
        }
      }
    });
  }
});

describe('matchRoute details', () => {
  it('ignores the query string and the hash, and keeps the query string', () => {
    const m = expectRoute(matchRoute('/fr/escort/anna?page=2&x=%ZZ#top'), 'escort-profile');
    expect(m).toMatchObject({ locale: 'fr', params: { slug: 'anna' }, path: '/fr/escort/anna', search: '?page=2&x=%ZZ' });
    expect(expectRoute(matchRoute('/de#?x'), 'home').locale).toBe('de');
    expect(expectRoute(matchRoute('/?x'), 'home').locale).toBe('en');
  });

  it('percent-decodes params and static segments', () => {
    expect(expectRoute(matchRoute('/escort/Ann%C3%A9e%20B'), 'escort-profile').params).toEqual({ slug: 'Année B' });
    expect(expectRoute(matchRoute('/escort/a%2Fb'), 'escort-profile').params).toEqual({ slug: 'a/b' });
    expectRoute(matchRoute('/%65scort'), 'escort-list');
  });

  it('static segments win over the catch-all, which takes any other single segment', () => {
    expectRoute(matchRoute('/login'), 'login');
    expectRoute(matchRoute('/ESCORT'), 'escort-list');
    expect(expectRoute(matchRoute('/xx'), 'catch-all').params).toEqual({ slug: 'xx' });
    expect(expectRoute(matchRoute('/es/Some-Page'), 'catch-all')).toMatchObject({ locale: 'es', params: { slug: 'Some-Page' } });
    expect(expectRoute(matchRoute('/escorts'), 'catch-all').params).toEqual({ slug: 'escorts' });
  });

  const notFound = [
    '/xx/escort', // unknown locale-looking prefix
    '/en', '/en/escort', // English has no prefix
    '/es/es', '/es/FR', // a language code is not a page
    '/client', '/business', '/registration', '/site-conditions', '/api', '/agency', '/personal-page', // area roots
    '/escort/anna/photos', '/escort//anna', '//', '/escort//', '///',
    '/agency/abc', '/agency/0', '/agency/-1', '/business/payments/1.5', // ids are positive integers
    '/%E0%A4%A', '/escort/%', '/%', '/es/%ZZ', // malformed percent-encoding
    'escort', 'http://example.com/escort',
  ];
  it.each(notFound)('%s is not found, with the path and the message', (path) => {
    const m = matchRoute(path);
    expect(m).toMatchObject({ kind: 'not-found', path, message: API_MESSAGES.pageNotFound, layout: 'error-layout' });
  });

  it('a not-found path keeps its locale, for the localized 404 page', () => {
    expect(matchRoute('/ru/nope/nope')).toMatchObject({ kind: 'not-found', locale: 'ru', path: '/ru/nope/nope' });
    expect(matchRoute('/nope/nope?q=1')).toMatchObject({ kind: 'not-found', locale: 'en', path: '/nope/nope' });
  });

  it('never throws on odd input', () => {
    for (const input of ['', '?', '#', '/\uD800', '/escort/\uDC00x', '/%00', '\u0000', ' ', null, undefined, 42]) {
      expect(() => matchRoute(input as string)).not.toThrow();
    }
  });
});

describe('routePath', () => {
  it('builds every route in every locale so that it matches back', () => {
    for (const e of EXPECTED) {
      for (const locale of LOCALES) {
        const url = (routePath as (id: string, p?: object, l?: string) => string)(e.id, e.params ?? {}, locale);
        expect(url).toBe(prefixed(locale, e.path));
        expect(expectRoute(matchRoute(url), e.id).params).toEqual(e.params ?? {});
      }
    }
  });

  it('is typed by route and encodes params', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('home', {}, 'el')).toBe('/el');
    expect(routePath('agency-by-id', { id: 7 }, 'cz')).toBe('/cz/agency/7');
    expect(routePath('escort-profile', { slug: 'a b/c?' })).toBe('/escort/a%20b%2Fc%3F');
  });

  it('throws on a missing param or an unknown id (programming errors)', () => {
    expect(() => routePath('escort-profile', {} as { slug: string })).toThrow(/slug/);
    expect(() => (routePath as (id: string) => string)('nope')).toThrow(/nope/);
  });
});
