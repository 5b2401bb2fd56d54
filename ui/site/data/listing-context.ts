import type { ProfileFilters } from '@portal/sdk';
import { decodeFilters, decodePage, encodeFilters } from '@portal/sdk';
import { LIST_PARAM } from './page-query';

/**
 * The list a profile was opened from travels with the profile's link: `?list=` holds the listing's
 * own query (its filters, order and page, as the listing's address has them), so previous/next on
 * the profile page walk that list (from `/it/escort?city_id=6` next stays in Prague, from
 * `?sort=price_asc` it follows that order). One parameter, so the canonical link, the language
 * links and the listing's own codec stay as they are.
 */
export { LIST_PARAM };

/** Where in which list: the listing's filters (its category apart) and the page the profile is on. */
export interface ListingContext {
  readonly filters: ProfileFilters;
  readonly page: number;
}

/** The `?list=…` suffix of a profile link opened from this listing page; '' for the default listing's first page. */
export function listingContextQuery(filters: ProfileFilters, page: number): string {
  const { category: _fixed, ...own } = filters;
  const query = encodeFilters(own, page).toString();
  return query ? `?${new URLSearchParams({ [LIST_PARAM]: query }).toString()}` : '';
}

/** The listing context of a profile page's address, or null when it was not opened from a list. */
export function readListingContext(params: URLSearchParams): ListingContext | null {
  const raw = params.get(LIST_PARAM);
  if (raw === null) return null;
  const inner = new URLSearchParams(raw);
  const { category: _fixed, ...filters } = decodeFilters(inner);
  return { filters, page: decodePage(inner) };
}
