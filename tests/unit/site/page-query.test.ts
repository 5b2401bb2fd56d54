import { describe, expect, it } from 'vitest';
import { ownedSearch, ownedUrl } from '../../../ui/site/data/page-query';
import { GuestPageMicroCache } from '../../../ui/site/server/micro-cache';

describe('the query keys a page owns', () => {
  it('keeps listing filters and the page, normalized, and drops made-up keys', () => {
    expect(ownedSearch('/escort', '?x=1&page=2&age_min=25&utm_source=mail')).toBe('?age_min=25&page=2');
    expect(ownedSearch('/escort', `?x=${'a'.repeat(8192)}`)).toBe('');
    expect(ownedSearch('/escort', '?page=1&age_min=abc')).toBe('');
  });

  it("keeps each listing's own filters: the reviews' rating and category, a business listing's city", () => {
    expect(ownedSearch('/de/reviews', '?rating=4&city_id=6&x=1')).toBe('?city_id=6&rating=4');
    expect(ownedSearch('/reviews', '?category=agencies&rating=9')).toBe('?category=agencies');
    expect(ownedSearch('/cz/agencies', '?city_id=6&country_id=2&page=2&age_min=25')).toBe('?city_id=6&country_id=2&page=2');
  });

  it('leaves out what the route itself fixes: a listing shows its own category or type whatever the URL says', () => {
    expect(ownedSearch('/agencies', '?type=strip_club&city_id=6')).toBe('?city_id=6');
    expect(ownedSearch('/escort', '?category=bdsm&age_min=25')).toBe('?age_min=25');
  });

  it('keeps the keys of the account, business and feedback pages', () => {
    expect(ownedSearch('/login', '?redirect=%2Fclient%2Ffavorites&x=1')).toBe('?redirect=%2Fclient%2Ffavorites');
    expect(ownedSearch('/login', '?token=t0k&email=a%40b.test&junk=1')).toBe('?token=t0k&email=a%40b.test');
    expect(ownedSearch('/business/add_model_business', '?id=7&incognito=1')).toBe('?id=7&incognito=1');
    expect(ownedSearch('/de/feedback', '?topic=support&x=1')).toBe('?topic=support');
  });

  it("keeps a profile's list, normalized as a listing's query, made-up text dropped", () => {
    expect(ownedSearch('/escort/anna', '?list=sort%3Dprice_asc%26city_id%3D6%26x%3D1&list=page%3D2')).toBe('?list=city_id%3D6%26sort%3Dprice_asc');
    expect(ownedSearch('/escort/anna', `?list=x%3D${'a'.repeat(8192)}`)).toBe('');
  });

  it('reduces a URL and leaves one without a query alone', () => {
    expect(ownedUrl('/escort?page=3&x=y')).toBe('/escort?page=3');
    expect(ownedUrl('/escort')).toBe('/escort');
    expect(ownedUrl('/escort?x=y')).toBe('/escort');
    expect(ownedUrl('/el/reviews?rating=5#top')).toBe('/el/reviews?rating=5');
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

  it('never gives two pages that differ by a filter one key', () => {
    expect(key('/reviews?rating=5')).not.toBe(key('/reviews?rating=1'));
    expect(key('/de/reviews?rating=5')).not.toBe(key('/de/reviews?rating=1'));
    expect(key('/reviews?category=agencies')).not.toBe(key('/reviews?category=escort'));
    expect(key('/cz/agencies?city_id=6')).not.toBe(key('/cz/agencies?city_id=7'));
    expect(key('/feedback?topic=support')).not.toBe(key('/feedback'));
  });
});
