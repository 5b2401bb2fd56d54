import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { chosenFilters, listingQuery, listingSearch } from '../../routes/listings';
import type { ListingState } from '../../routes/listings';
import { decodePage } from '../../url/listing-query';
import type { UrlAdapter } from './urlAdapter';

export type { ListingState } from '../../routes/listings';

export interface UseListingResult<F extends object> {
  /** What the visitor chose: the address bar's filters, without the keys the listing fixes. */
  chosen: F;
  /** What the API is asked for: the visitor's filters and what the listing fixes. */
  filters: F;
  page: number;
  /**
   * Sets every filter at once (a filter panel's onChange) and goes back to page 1; the keys the
   * listing fixes are never written. `replace` keeps the change out of the Back history.
   */
  setFilters: (next: F, options?: { replace?: boolean }) => void;
  /** Clears every filter the visitor chose; page 1. (To keep some, `setFilters` with just those.) */
  reset: () => void;
  setPage: (page: number) => void;
  /** `?…` for a page of the current filters (or of `filters`), '' for neither: the listing's own links. */
  searchFor: (page: number, filters?: F) => string;
}

const noSubscribe = () => () => {};

/**
 * One listing's state, kept in the address bar through `adapter` (the URL is the state; nothing
 * else is kept): the site's listing pages (react-router's search params), the widgets (memory or
 * `window.history`) and the stories use it alike. A filter change goes back to page 1, since page 7
 * of the old results means nothing for the new ones; the page's other parameters (utm_*) stay.
 * The setters keep their identity while the address bar does, so a memoized filter panel is not
 * drawn again (on the site, that would drop its server HTML before its script has come).
 */
export function useListing<F extends object>(listing: ListingState<F>, { adapter }: { adapter: UrlAdapter }): UseListingResult<F> {
  const read = () => adapter.read().toString();
  const search = useSyncExternalStore(adapter.subscribe?.bind(adapter) ?? noSubscribe, read, read);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // A declared listing is a constant; one made in a render (a widget's props) is memoized by its caller (useFilters).
  const chosen = useMemo(() => chosenFilters(listing, params), [listing, params]);
  const page = decodePage(params);
  const filters = useMemo(() => ({ ...chosen, ...listing.fixed }), [chosen, listing]);

  const write = useCallback(
    (next: F, nextPage: number, replace = false) => adapter.write(listingQuery(listing, next, nextPage, params), { replace }),
    [adapter, listing, params],
  );
  const setFilters = useCallback((next: F, options?: { replace?: boolean }) => write(next, 1, options?.replace), [write]);
  const reset = useCallback(() => write({} as F, 1), [write]);
  const setPage = useCallback((nextPage: number) => write(chosen, nextPage), [write, chosen]);
  const searchFor = useCallback((nextPage: number, of: F = chosen) => listingSearch(listing, of, nextPage, params), [listing, params, chosen]);
  return { chosen, filters, page, setFilters, reset, setPage, searchFor };
}
