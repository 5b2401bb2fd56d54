/** Listings (§1, §3, §9): page sizes, categories, status filters, badges and what NEW means. */
import { NAME_MAX_LENGTH } from './limits';

/** §9: page size for listings and businesses (also the default `per_page`). */
export const PAGE_SIZE = 40;
/** Upper bound the API accepts for `per_page` (inferred; keeps one request bounded). */
export const MAX_PAGE_SIZE = 100;

/** §1: listing categories (their slugs are the route segments). */
export const PROFILE_CATEGORIES = ['escort', 'trances', 'web_cam', 'onlyfans', 'bdsm'] as const;
export const BUSINESS_TYPES = ['agencies', 'studio_sex', 'massage_salons', 'strip_club'] as const;
/** §9: business category id 1 is used for escort categories. */
export const ESCORT_BUSINESS_CATEGORY_ID = 1;
/** §9: the home page shows the last four escorts of the list. */
export const TOP_ESCORTS_COUNT = 4;

/** §3: listing status filters and §3 badges. */
export const STATUS_FILTERS = ['VIP', 'TOP', 'VERIFIED', 'TRAVEL GIRL', 'NEW', 'INDIVIDUAL'] as const;
export const BADGES = ['TOP', 'VIP', 'NEW', 'IND', 'verified'] as const;
/** A profile counts as NEW for this many days after it was created (inferred). */
export const NEW_PROFILE_DAYS = 14;

/** §3: the listing's meeting-place filter, and the most ids one list filter (services, hair colour…) takes. */
export const INCALL_OUTCALL = ['incall', 'outcall'] as const;
export const FILTER_IDS_MAX = 50;
/**
 * Listing orders a visitor may choose (beyond the spec, docs/decisions/beyond-spec-visitor-features.md),
 * as `sort=` in the URL and the API's query. Without one a listing keeps its default order: VIP, then
 * TOP, then the rest, newest first in each group (§4, §6). A chosen order is applied strictly; the
 * default order only breaks its ties.
 */
export const PROFILE_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
/** The listing's name search (beyond the spec): at most a whole name's length. */
export const NAME_SEARCH_MAX_LENGTH = NAME_MAX_LENGTH;
