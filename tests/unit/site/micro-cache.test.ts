import { describe, expect, it } from 'vitest';
import { GUEST_NOT_FOUND_CACHE, GUEST_PAGE_CACHE, NO_STORE, PRIVATE_CACHE } from '../../../ui/site/server/caching';
import {
  GuestPageMicroCache, hasSessionCookie, sharedCacheLifetimeMs,
} from '../../../ui/site/server/micro-cache';

const KEY = { buildId: 'b1', origin: 'http://site.test', url: '/escort', ageConfirmed: false, isBot: false };
const page = (cacheControl: string, html = '<script nonce="N1">x</script><p>page</p><script nonce="N1"></script>') => ({
  status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl }, html, nonce: 'N1',
});

describe('GuestPageMicroCache', () => {
  it('gives each response the page with its own nonce in place of the render’s', () => {
    const cache = new GuestPageMicroCache(3000);
    const key = cache.keyOf(KEY);
    expect(cache.store(key, page(GUEST_PAGE_CACHE))).toBe(true);
    const cached = cache.get(key)!;
    const a = GuestPageMicroCache.html(cached, 'AAA');
    const b = GuestPageMicroCache.html(cached, 'BBB');
    expect(a).toBe('<script nonce="AAA">x</script><p>page</p><script nonce="AAA"></script>');
    expect(b).toBe('<script nonce="BBB">x</script><p>page</p><script nonce="BBB"></script>');
    expect(a).not.toContain('N1');
  });

  it('keeps a page no longer than its own time nor its s-maxage', () => {
    let now = 1_000_000;
    const cache = new GuestPageMicroCache(3000, () => now);
    const key = cache.keyOf(KEY);
    cache.store(key, page(GUEST_PAGE_CACHE));
    now += 2999;
    expect(cache.get(key)).toBeDefined();
    expect(cache.ageSeconds(cache.get(key)!)).toBe(2);
    now += 1;
    expect(cache.get(key)).toBeUndefined();

    // s-maxage=1 is shorter than the configured 3 s: one second it is.
    const short = new GuestPageMicroCache(3000, () => now);
    short.store(key, page('public, max-age=0, s-maxage=1'));
    now += 1000;
    expect(short.get(key)).toBeUndefined();
  });

  it('lets go of expired pages of other URLs when it stores a new one', () => {
    let now = 0;
    const cache = new GuestPageMicroCache(1000, () => now);
    cache.store(cache.keyOf(KEY), page(GUEST_PAGE_CACHE));
    cache.store(cache.keyOf({ ...KEY, url: '/trances' }), page(GUEST_PAGE_CACHE));
    expect(cache.size).toBe(2);
    now = 1000;
    cache.store(cache.keyOf({ ...KEY, url: '/bdsm' }), page(GUEST_PAGE_CACHE));
    expect(cache.size).toBe(1);
  });

  it('stores only what a shared cache may store: not private, no-store or error pages', () => {
    const cache = new GuestPageMicroCache(3000);
    const key = cache.keyOf(KEY);
    for (const cc of [PRIVATE_CACHE, NO_STORE, 'public, max-age=60', '']) {
      expect(cache.store(key, page(cc)), cc).toBe(false);
      expect(cache.get(key), cc).toBeUndefined();
    }
    expect(cache.store(key, page(GUEST_NOT_FOUND_CACHE))).toBe(true);
  });

  it('keeps URLs, origins, builds, the 18+ choice and bots apart', () => {
    const cache = new GuestPageMicroCache(3000);
    const keys = new Set([
      cache.keyOf(KEY),
      cache.keyOf({ ...KEY, url: '/escort?page=2' }),
      cache.keyOf({ ...KEY, url: '/de/escort' }),
      cache.keyOf({ ...KEY, origin: 'http://other.test' }),
      cache.keyOf({ ...KEY, buildId: 'b2' }),
      cache.keyOf({ ...KEY, ageConfirmed: true }),
      cache.keyOf({ ...KEY, isBot: true }),
    ]);
    expect(keys.size).toBe(7);
  });
});

describe('micro-cache helpers', () => {
  it('reads the shared-cache lifetime from Cache-Control', () => {
    expect(sharedCacheLifetimeMs(GUEST_PAGE_CACHE)).toBe(60_000);
    expect(sharedCacheLifetimeMs(GUEST_NOT_FOUND_CACHE)).toBe(10_000);
    expect(sharedCacheLifetimeMs(PRIVATE_CACHE)).toBe(0);
    expect(sharedCacheLifetimeMs(undefined)).toBe(0);
  });

  it('treats any session cookie as signed in, valid or not; the 18+ cookie alone is a guest', () => {
    expect(hasSessionCookie({ token: 'x' })).toBe(true);
    expect(hasSessionCookie({ user: '{}' })).toBe(true);
    expect(hasSessionCookie({ age_confirmed: '1' })).toBe(false);
    expect(hasSessionCookie({})).toBe(false);
  });
});
