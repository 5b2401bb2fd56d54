import { useCallback, useMemo } from 'react';
import type { ProfileFilters } from '../../../schemas/filters';
import { PROFILE_CODEC } from '../../url/listing-query';
import { useListing } from './useListing';
import type { UseListingResult } from './useListing';
import type { UrlAdapter } from './urlAdapter';

export interface UseFiltersOptions {
  adapter: UrlAdapter;
  /**
   * Filters fixed by the page rather than the visitor (the category of /trances, a widget's city):
   * applied to `filters`, never written to the URL.
   */
  base?: Partial<ProfileFilters>;
}

/** A profile listing's state: `useListing`'s, for the profile filters, and one filter's setter. */
export interface UseFiltersResult extends UseListingResult<ProfileFilters> {
  /** Sets one filter; goes back to page 1. */
  setFilter: <K extends keyof ProfileFilters>(key: K, value: ProfileFilters[K]) => void;
}

const NONE: Partial<ProfileFilters> = {};

/**
 * Profile listing filters whose single source of truth is the URL (through `adapter`):
 * `useListing` with the profile filters' codec and `base` as what the page fixes. A declared
 * listing (`PROFILE_LISTINGS.trances`) can be given to `useListing` itself.
 */
export function useFilters({ adapter, base = NONE }: UseFiltersOptions): UseFiltersResult {
  // `base` by value: a host writes it inline (`base={{ category }}`), a new object each render.
  const baseKey = JSON.stringify(base);
  const listing = useMemo(() => ({ codec: PROFILE_CODEC, fixed: JSON.parse(baseKey) as Partial<ProfileFilters> }), [baseKey]);
  const state = useListing(listing, { adapter });
  const { chosen, setFilters } = state;
  const setFilter = useCallback(
    <K extends keyof ProfileFilters>(key: K, value: ProfileFilters[K]) => setFilters({ ...chosen, [key]: value }),
    [chosen, setFilters],
  );
  return { ...state, setFilter };
}
