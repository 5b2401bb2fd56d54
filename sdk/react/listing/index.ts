/** Headless listing state for the site, the stories and embedding sites: no DOM, no styles. */
export { useListing } from './useListing';
export type { ListingState, UseListingResult } from './useListing';
export { useFilters } from './useFilters';
export type { UseFiltersOptions, UseFiltersResult } from './useFilters';
export { paginationItems, usePagination } from './usePagination';
export type { Pagination, PaginationItem, PaginationOptions } from './usePagination';
export { createHistoryAdapter, createMemoryAdapter } from './urlAdapter';
export type { HistoryAdapterOptions, UrlAdapter } from './urlAdapter';
export { decodeFilters, decodePage, encodeFilters, FILTER_KEYS } from '../../url/listing-query';
export { useProfileList } from './useProfileList';
export type { ProfileListState } from './useProfileList';
