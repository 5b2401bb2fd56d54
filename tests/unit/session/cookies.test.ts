import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, parseCookies, serializeCookie } from '../../../sdk/session';
import type { CookieSpec } from '../../../sdk/session';

const spec = (over: Partial<CookieSpec> = {}): CookieSpec => ({ name: 'token', value: 'abc', path: '/', sameSite: 'Lax', ...over });

describe('serializeCookie', () => {
  it('writes name, encoded value and attributes', () => {
    expect(serializeCookie(spec({ value: 'a b;c', maxAge: 60, secure: true, httpOnly: true })))
      .toBe('token=a%20b%3Bc; Max-Age=60; Path=/; SameSite=Lax; Secure; HttpOnly');
    expect(serializeCookie(spec())).toBe('token=abc; Path=/; SameSite=Lax');
  });

  it('deletes with Max-Age=0 and an Expires in the past', () => {
    expect(serializeCookie(spec({ value: '', maxAge: 0 })))
      .toBe('token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax');
    expect(serializeCookie(spec({ maxAge: -5 }))).toContain('Max-Age=0;');
  });

  it('never throws and never lets input inject attributes', () => {
    expect(serializeCookie(spec({ value: '\uD800x' }))).toBe('token=%EF%BF%BDx; Path=/; SameSite=Lax');
    expect(serializeCookie(spec({ name: 'to ken;Path=/x' }))).toBe('tokenPathx=abc; Path=/; SameSite=Lax');
    expect(serializeCookie(spec({ name: ';' }))).toBe('');
    expect(serializeCookie(spec({ maxAge: Number.NaN }))).toBe('token=abc; Path=/; SameSite=Lax');
    expect(() => serializeCookie(null as unknown as CookieSpec)).not.toThrow();
  });
});

describe('parseCookies', () => {
  it('reads a Cookie header', () => {
    expect({ ...parseCookies('a=1; b=x%20y;c="q"; d=e=f') }).toEqual({ a: '1', b: 'x y', c: 'q', d: 'e=f' });
  });

  it('keeps the first of a repeated name (the most specific path)', () => {
    expect(parseCookies('token=new; token=old').token).toBe('new');
  });

  it('survives malformed input', () => {
    expect({ ...parseCookies('a=%E0%A4%A; =x; noequals; b=%; c=%ZZ;;') }).toEqual({ a: '%E0%A4%A', b: '%', c: '%ZZ' });
    for (const bad of [undefined, null, 42, {}, '', ';;;', '=']) {
      expect(() => parseCookies(bad as string)).not.toThrow();
    }
  });

  it('treats __proto__ and constructor as plain names', () => {
    const jar = parseCookies('__proto__=x; constructor=y; toString=z');
    expect(jar.__proto__).toBe('x');
    expect(jar.constructor).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }), (s) => {
      expect(typeof parseCookies(s)).toBe('object');
    }));
  });
});

describe('round-trip', () => {
  it('parse(serialize(spec)) gives the value back for any value', () => {
    const names = Object.values(COOKIE_NAMES);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string({ unit: 'binary' }), fc.option(fc.nat(), { nil: undefined }), (name, value, maxAge) => {
        const header = serializeCookie(spec({ name, value, maxAge, secure: true }));
        expect(parseCookies(header.split(';')[0])[name]).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });
});
