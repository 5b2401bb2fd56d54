export { AREAS, LAYOUTS, NOT_FOUND_LAYOUT, ROUTES, ROUTE_IDS, getRoute } from './table';
export type { Area, Layout, RouteDef, RouteId, RouteOf, RouteParams, TableRoute } from './table';
export {
  RESERVED_SEGMENTS, isLocale, localizePath, matchRoute, routePath, splitLocale, stripLocale, switchLocale,
} from './match';
export type { MatchResult, NotFoundMatch, RouteMatch, RoutePathArgs } from './match';
export { splitUrl } from './locale-path';
export type { UrlParts } from './locale-path';
export { AREA_ROLE, LOGIN_REDIRECT_PARAM, guardRoute, isSameSitePath, loginLocation, readLoginRedirect } from './guard';
export type { GuardResult, GuardSession, RedirectReason } from './guard';
export { BUSINESS_DETAIL_ROUTE, CATEGORY_LIST_ROUTE, profileRouteFor } from './categories';
export type { ParamFreeRouteId } from './categories';
export {
  BUSINESS_LISTINGS, PROFILE_LISTINGS, REVIEW_LISTING, chosenFilters, listingAt, listingFilters, listingOfRoute, listingSearch, ownedListingQuery,
} from './listings';
export type { Listing } from './listings';
