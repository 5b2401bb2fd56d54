import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ProfileFilters } from '../../../schemas/filters';
import { decodeFilters, decodePage, encodeFilters } from '../../url/listing-query';
import type { UrlAdapter } from './urlAdapter';

export interface UseFiltersOptions {
  adapter: UrlAdapter;
  /**
   * Filters fixed by the page rather than the visitor (the category of /trances, the business of
   * an agency page): applied to `filters`, never written to the URL.
   */
  base?: Partial<ProfileFilters>;
}

export interface UseFiltersResult {
  /** The visitor's filters merged with `base`. */
  filters: ProfileFilters;
  page: number;
  /** Sets every filter at once (the FilterPanel's onChange); goes back to page 1. */
  setFilters: (next: ProfileFilters, options?: { replace?: boolean }) => void;
  /** Sets one filter; goes back to page 1. */
  setFilter: <K extends keyof ProfileFilters>(key: K, value: ProfileFilters[K]) => void;
  /** Clears every filter; goes back to page 1. */
  reset: () => void;
  setPage: (page: number) => void;
  /** The query string of a page with the current filters (`?…`, or '' when empty), for links. */
  searchFor: (page: number) => string;
}

const noSubscribe = () => () => {};

/**
 * Listing filters whose single source of truth is the URL (through `adapter`). Changing a filter
 * resets the page to 1, since page 7 of the old results means nothing for the new ones.
 */
export function useFilters({ adapter, base }: UseFiltersOptions): UseFiltersResult {
  const read = () => adapter.read().toString();
  const search = useSyncExternalStore(adapter.subscribe?.bind(adapter) ?? noSubscribe, read, read);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const own = useMemo(() => decodeFilters(params), [params]);
  const page = decodePage(params);
  const baseKey = JSON.stringify(base ?? {});
  const filters = useMemo(() => ({ ...own, ...(JSON.parse(baseKey) as ProfileFilters) }), [own, baseKey]);

  const strip = useCallback(
    (next: ProfileFilters): ProfileFilters => {
      const rest: Record<string, unknown> = { ...next };
      for (const key of Object.keys(JSON.parse(baseKey) as object)) delete rest[key];
      return rest as ProfileFilters;
    },
    [baseKey],
  );

  const write = useCallback(
    (next: ProfileFilters, nextPage: number, replace = false) =>
      adapter.write(encodeFilters(strip(next), nextPage, params), { replace }),
    [adapter, params, strip],
  );

  return {
    filters,
    page,
    setFilters: (next, options) => write(next, 1, options?.replace),
    setFilter: (key, value) => write({ ...own, [key]: value }, 1),
    reset: () => write({}, 1),
    setPage: (nextPage) => write(own, nextPage),
    searchFor: (nextPage) => {
      const text = encodeFilters(own, nextPage, params).toString();
      return text ? `?${text}` : '';
    },
  };
}
