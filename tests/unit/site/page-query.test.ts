import { describe, expect, it } from 'vitest';
import { ownedSearch, ownedUrl } from '../../../ui/site/data/page-query';
import { GuestPageMicroCache } from '../../../ui/site/server/micro-cache';

describe('the query keys a page owns', () => {
  it('keeps listing filters and the page, normalized, and drops made-up keys', () => {
    expect(ownedSearch('?x=1&page=2&age_min=25&utm_source=mail')).toBe('?age_min=25&page=2');
    expect(ownedSearch(`?x=${'a'.repeat(8192)}`)).toBe('');
    expect(ownedSearch('?page=1&age_min=abc')).toBe('');
  });

  it('keeps the keys of the account and business pages', () => {
    expect(ownedSearch('?redirect=%2Fclient%2Ffavorites&x=1')).toBe('?redirect=%2Fclient%2Ffavorites');
    expect(ownedSearch('?token=t0k&email=a%40b.test&junk=1')).toBe('?token=t0k&email=a%40b.test');
    expect(ownedSearch('?id=7&incognito=1')).toBe('?id=7&incognito=1');
    // A profile's list (issue 39): kept, normalized as a listing's query, made-up text dropped.
    expect(ownedSearch('?list=sort%3Dprice_asc%26city_id%3D6%26x%3D1&list=page%3D2')).toBe('?list=city_id%3D6%26sort%3Dprice_asc');
    expect(ownedSearch(`?list=x%3D${'a'.repeat(8192)}`)).toBe('');
  });

  it('reduces a URL and leaves one without a query alone', () => {
    expect(ownedUrl('/escort?page=3&x=y')).toBe('/escort?page=3');
    expect(ownedUrl('/escort')).toBe('/escort');
    expect(ownedUrl('/escort?x=y')).toBe('/escort');
  });
});

describe('micro-cache key', () => {
  const cache = new GuestPageMicroCache(1000);
  const key = (url: string) => cache.keyOf({ buildId: 'b', origin: 'https://site.test', url, ageConfirmed: true, isBot: false });

  it('is one key for a page whatever made-up parameters come with it', () => {
    expect(key('/escort?x=1')).toBe(key('/escort'));
    expect(key('/escort?page=2&cb=123')).toBe(key('/escort?page=2'));
    expect(key('/escort?page=2')).not.toBe(key('/escort'));
  });
});
