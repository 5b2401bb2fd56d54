import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, ROLES } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import {
  RESERVED_SEGMENTS, ROUTES, guardRoute, localizePath, matchRoute, routePath, stripLocale, switchLocale,
} from '../../../sdk/routes';
import type { GuardSession } from '../../../sdk/routes';

/** Any UTF-16 code unit, lone surrogates included: what a hostile address bar can send. */
const anyString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
/** Strings made of the pieces the matcher cares about, so odd combinations come up often. */
const pathLike = fc
  .array(fc.constantFrom('/', '/', 'es', 'ES', 'en', 'xx', 'escort', 'Login', 'client', 'profile_webcam', '42', '%',
    '%2F', '%E0%A4', '%zz', '?', '#', '.', '..', '\uD800', ' ', 'agency', 'edit'), { maxLength: 10 })
  .map((parts) => parts.join(''));
const input = fc.oneof(anyString, pathLike);
const locale = fc.constantFrom(...LOCALES);
const anyLocale = fc.oneof(locale, fc.string({ maxLength: 3 })) as fc.Arbitrary<Locale>;
const session = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...ROLES).map((role): GuardSession => ({ role })),
  fc.string().map((role) => ({ role }) as unknown as GuardSession),
);

const sameMatch = (a: string, b: string) => {
  const x = matchRoute(a);
  const y = matchRoute(b);
  expect(y.kind).toBe(x.kind);
  if (x.kind === 'route' && y.kind === 'route') {
    expect({ id: y.route.id, params: y.params, locale: y.locale }).toEqual({ id: x.route.id, params: x.params, locale: x.locale });
  }
};

describe('properties', () => {
  it('matchRoute, localizePath, switchLocale and guardRoute never throw', () => {
    fc.assert(
      fc.property(input, anyLocale, session, (s, l, sess) => {
        const m = matchRoute(s);
        expect(['route', 'not-found']).toContain(m.kind);
        expect(typeof localizePath(s, l)).toBe('string');
        expect(typeof switchLocale(s, l)).toBe('string');
        expect(['allow', 'redirect', 'not-found']).toContain(guardRoute(m, sess).kind);
      }),
      { numRuns: 3000 },
    );
  });

  it('localizePath(stripLocale(p), locale) gives the same page for every matched path', () => {
    fc.assert(
      fc.property(input, (s) => {
        const m = matchRoute(s);
        fc.pre(m.kind === 'route');
        sameMatch(s, localizePath(stripLocale(s), m.locale));
      }),
      { numRuns: 3000 },
    );
  });

  it('routePath → matchRoute → localizePath(stripLocale) round-trips for generated params', () => {
    const slug = fc.string({ unit: 'binary', minLength: 1, maxLength: 20 });
    const id = fc.integer({ min: 1, max: 2 ** 40 }).map(String);
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), locale, slug, id, (route, l, s, i) => {
        fc.pre(!(route.id === 'catch-all' && RESERVED_SEGMENTS.has(s.toLowerCase())));
        const params = { slug: s, id: i };
        const used = Object.fromEntries(Object.entries(params).filter(([k]) => route.pattern.includes(`:${k}`)));
        const url = (routePath as (id: string, p: object, l: Locale) => string)(route.id, used, l);
        const m = matchRoute(url);
        if (m.kind !== 'route') throw new Error(`${url} did not match`);
        expect({ id: m.route.id, params: m.params, locale: m.locale }).toEqual({ id: route.id, params: used, locale: l });
        expect(localizePath(stripLocale(url), m.locale)).toBe(url);
        // Changing the language and back lands on the same URL.
        for (const other of LOCALES) expect(switchLocale(switchLocale(url, other), l)).toBe(url);
      }),
      { numRuns: 2000 },
    );
  });
});
