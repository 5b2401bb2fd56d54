import { BUSINESS_TYPES, PROFILE_CATEGORIES } from '../../schemas/constants';
import type { BusinessType } from '../../schemas/entities/business';
import type { ProfileCategory } from '../../schemas/entities/profile';
import type { BusinessFilters, ProfileFilters, ReviewListingFilters } from '../../schemas/filters';
import { BUSINESS_FILTER_RULES, REVIEW_FILTER_RULES } from '../generated/listing-filters';
import { PROFILE_CODEC, decodePage, listingCodec } from '../url/listing-query';
import type { ListingCodec } from '../url/listing-query';
import { CATEGORY_LIST_ROUTE } from './categories';
import type { ParamFreeRouteId } from './categories';
import { matchRoute } from './match';

/**
 * The listing kit: each listing page declared once, with its route, the codec of its filter
 * schema (sdk/generated/listing-filters.ts, derived from schemas/filters.ts) and what its route
 * fixes (a profile listing's category, a business listing's type). Everything a page or the
 * site's server needs about a listing's address bar comes from here: the filters a loader asks
 * for, the links a page writes, and the query keys a page owns (the guest micro-cache's key, the
 * language links, the 18+ form's return, the error page's retry). A filter added to a schema
 * reaches all of them after `npm run openapi`; docs/recipes.md has the whole checklist.
 */
export interface Listing<F extends object> {
  readonly route: ParamFreeRouteId;
  readonly codec: ListingCodec<F>;
  /** What the route itself sets: never read from the address bar, never written to it. */
  readonly fixed: Partial<F>;
}

function listing<F extends object>(route: ParamFreeRouteId, codec: ListingCodec<F>, fixed: Partial<F>): Listing<F> {
  return { route, codec, fixed };
}

const BUSINESS_CODEC: ListingCodec<BusinessFilters> = listingCodec(BUSINESS_FILTER_RULES);
const REVIEW_CODEC: ListingCodec<ReviewListingFilters> = listingCodec(REVIEW_FILTER_RULES);

/** The listing of each profile category (`/escort`, `/trances`…). */
export const PROFILE_LISTINGS = Object.fromEntries(
  PROFILE_CATEGORIES.map((category) => [category, listing(CATEGORY_LIST_ROUTE[category], PROFILE_CODEC, { category })]),
) as Readonly<Record<ProfileCategory, Listing<ProfileFilters>>>;

/** The listing of each business type (`/agencies`, `/strip_club`…). */
export const BUSINESS_LISTINGS = Object.fromEntries(
  BUSINESS_TYPES.map((type) => [type, listing(CATEGORY_LIST_ROUTE[type], BUSINESS_CODEC, { type })]),
) as Readonly<Record<BusinessType, Listing<BusinessFilters>>>;

/** The public reviews page (`/reviews`). */
export const REVIEW_LISTING: Listing<ReviewListingFilters> = listing('reviews', REVIEW_CODEC, {});

/** Every listing page, by route id. */
const BY_ROUTE: ReadonlyMap<string, Listing<object>> = new Map(
  [...Object.values(PROFILE_LISTINGS), ...Object.values(BUSINESS_LISTINGS), REVIEW_LISTING].map((l) => [l.route, l as Listing<object>]),
);

/** The listing a route shows, or undefined for a page that is not a listing. */
export const listingOfRoute = (routeId: string): Listing<object> | undefined => BY_ROUTE.get(routeId);

/** The listing a path shows (`/cz/agencies` -> the agencies' listing), or undefined. */
export function listingAt(path: string): Listing<object> | undefined {
  const match = matchRoute(path);
  return match.kind === 'route' ? listingOfRoute(match.route.id) : undefined;
}

/**
 * What reading and writing a listing's address bar needs of its declaration: the codec of its
 * filter schema and what its route fixes. A declared listing is one; a widget fixing a city of its
 * own makes one (useFilters).
 */
export type ListingState<F extends object> = Pick<Listing<F>, 'codec' | 'fixed'>;

/** Filters without the keys the route fixes (a copy). */
function withoutFixed<F extends object>(listing: ListingState<F>, filters: F): F {
  const chosen = { ...filters } as Record<string, unknown>;
  for (const key of Object.keys(listing.fixed)) delete chosen[key];
  return chosen as F;
}

/** What the visitor chose: the address bar's filters without the keys the route fixes. */
export const chosenFilters = <F extends object>(listing: ListingState<F>, params: URLSearchParams): F =>
  withoutFixed(listing, listing.codec.decode(params));

/** What the page asks the API for: the visitor's filters and what the route fixes. */
export const listingFilters = <F extends object>(listing: ListingState<F>, params: URLSearchParams): F => ({
  ...chosenFilters(listing, params),
  ...listing.fixed,
});

/** The query of the visitor's filters and a page (page 1 and the fixed keys left out), `keep`'s other keys carried over. */
export const listingQuery = <F extends object>(listing: ListingState<F>, filters: F, page: number, keep?: URLSearchParams): URLSearchParams =>
  listing.codec.encode(withoutFixed(listing, filters), page, keep);

/** `?…` for the visitor's filters and a page (page 1 left out), or '' for neither: the listing's own links. */
export function listingSearch<F extends object>(listing: ListingState<F>, filters: F, page = 1, keep?: URLSearchParams): string {
  const text = listingQuery(listing, filters, page, keep).toString();
  return text ? `?${text}` : '';
}

/** The query a listing page owns, normalized (bad values dropped, keys ordered, fixed keys left out). */
export const ownedListingQuery = (listing: Listing<object>, params: URLSearchParams): URLSearchParams =>
  listing.codec.encode(chosenFilters(listing, params), decodePage(params));
