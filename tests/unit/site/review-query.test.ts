import { describe, expect, it } from 'vitest';
import type { Review } from '../../../schemas';
import { reviewSubjectHref } from '../../../ui/site/data/review-links';
import { decodeReviewFilters, reviewQuery } from '../../../ui/site/data/review-query';

/** Issue 26.4: the reviews page keeps its filters in the URL and links each review to its page. */
describe('the reviews page’s query', () => {
  it('reads category, city and rating, and drops only a value the API would refuse', () => {
    expect(decodeReviewFilters(new URLSearchParams('category=agencies&city_id=12&rating=4&page=2'))).toEqual({ category: 'agencies', city_id: 12, rating: 4 });
    expect(decodeReviewFilters(new URLSearchParams('category=casino&city_id=-3&rating=9'))).toEqual({});
    expect(decodeReviewFilters(new URLSearchParams('category=&city_id=&rating=2'))).toEqual({ rating: 2 });
    expect(decodeReviewFilters(new URLSearchParams('rating=2.5&city_id=abc&category=trances'))).toEqual({ category: 'trances' });
  });

  it('writes the same address for the same filters, page 1 left out', () => {
    expect(reviewQuery({ rating: 5, category: 'escort' })).toBe('?category=escort&rating=5');
    expect(reviewQuery({ category: 'escort', rating: 5 }, 3)).toBe('?category=escort&page=3&rating=5');
    expect(reviewQuery({}, 1)).toBe('');
    expect(decodeReviewFilters(new URLSearchParams(reviewQuery({ city_id: 7, rating: 1 }).slice(1)))).toEqual({ city_id: 7, rating: 1 });
  });
});

describe('a review’s subject page', () => {
  const review = (subject: Review['subject']) => ({ subject }) as Review;
  it('is the profile’s (web cam models under /web_cam) or the business’s page in the visitor’s language', () => {
    expect(reviewSubjectHref(review({ type: 'profile', id: 1, name: 'Anna', slug: 'anna-1', category: 'escort' }), 'en')).toBe('/escort/anna-1');
    expect(reviewSubjectHref(review({ type: 'profile', id: 1, name: 'Anna', slug: 'anna-1', category: 'web_cam' }), 'de')).toBe('/de/web_cam/anna-1');
    expect(reviewSubjectHref(review({ type: 'business', id: 4, name: 'Opal', slug: 'opal-4', category: 'strip_club' }), 'ru')).toBe('/ru/strip_club/opal-4');
    expect(reviewSubjectHref(review({ type: 'profile', id: 1, name: 'Anna', slug: 'anna-1' }), 'el')).toBe('/el/escort/anna-1');
  });
  it('is none when the API does not say where it is', () => {
    expect(reviewSubjectHref(review({ type: 'business', id: 4, name: 'Opal', slug: 'opal-4' }), 'en')).toBeUndefined();
    expect(reviewSubjectHref(review({ type: 'profile', id: 1, name: 'Incognito', slug: '' }), 'en')).toBeUndefined();
  });
});
