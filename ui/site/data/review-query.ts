import { encodeParams, queryNumber, BUSINESS_TYPES, PROFILE_CATEGORIES, RATING_MAX, RATING_MIN } from '@portal/sdk';
import type { ReviewCategory } from '@portal/sdk';
import type { ReviewFilterValue } from '../../components/ReviewFilters';

/**
 * The reviews page's address bar: `?category=…&city_id=…&rating=…&page=…`. A hand-edited value the
 * API would refuse (rating=9, category=casino) drops only its own key.
 */
const CATEGORIES: readonly string[] = [...PROFILE_CATEGORIES, ...BUSINESS_TYPES];

const lastNumber = (params: URLSearchParams, key: string) => queryNumber(params.getAll(key).at(-1));

export function decodeReviewFilters(params: URLSearchParams): ReviewFilterValue {
  const filters: ReviewFilterValue = {};
  const category = params.getAll('category').at(-1);
  if (category !== undefined && CATEGORIES.includes(category)) filters.category = category as ReviewCategory;
  const city = lastNumber(params, 'city_id');
  if (Number.isSafeInteger(city) && city > 0) filters.city_id = city;
  const rating = lastNumber(params, 'rating');
  if (Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX) filters.rating = rating;
  return filters;
}

/** `?…` for the filters and a page (page 1 left out); '' for neither. */
export function reviewQuery(filters: ReviewFilterValue, page = 1): string {
  const query = encodeParams({ ...filters, page: page > 1 ? page : undefined }).toString();
  return query ? `?${query}` : '';
}
