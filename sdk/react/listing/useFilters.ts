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

/** A profile listing's state: `useListing`'s, for the profile filters. */
export type UseFiltersResult = UseListingResult<ProfileFilters>;

const NONE: Partial<ProfileFilters> = {};

/**
 * Profile listing filters whose single source of truth is the URL (through `adapter`):
 * `useListing` with the profile filters' codec and `base` as what the page fixes. A declared
 * listing (`PROFILE_LISTINGS.trances`) can be given to `useListing` itself.
 */
export function useFilters({ adapter, base = NONE }: UseFiltersOptions): UseFiltersResult {
  return useListing({ codec: PROFILE_CODEC, fixed: base }, { adapter });
}
