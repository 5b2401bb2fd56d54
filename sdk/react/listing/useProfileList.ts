import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../../schemas/entities/profile';
import type { PaginationMeta } from '../../../schemas/entities/pagination';
import type { ProfileFilters } from '../../../schemas/filters';
import { usePortalQueries } from '../hooks';

export interface ProfileListState {
  profiles: ProfileSummary[];
  meta: PaginationMeta | undefined;
  /** First load: nothing to show yet (skeletons). */
  isLoading: boolean;
  /** A new page or filter is loading while the previous results stay on screen (dimmed). */
  isUpdating: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * One page of profiles for the filters (GET /api/profile through `profiles.list` queryOptions).
 * The previous page stays while the next one loads (keepPreviousData), so changing a filter or
 * page never flashes an empty grid. `enabled: false` holds the request back (an embedded widget
 * waits until it is near the viewport) and reports a first load meanwhile. `perPage` is the page
 * size asked of the API (PAGE_SIZE by default): `meta.total_pages` counts pages of that size.
 */
export function useProfileList(
  filters: ProfileFilters,
  page: number,
  options: { enabled?: boolean; perPage?: number } = {},
): ProfileListState {
  const queries = usePortalQueries();
  const query = useQuery({
    ...queries.profiles.list(filters, page, options.perPage),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  return {
    profiles: query.data?.data ?? [],
    meta: query.data?.meta,
    isLoading: query.isPending,
    isUpdating: query.isPlaceholderData && query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
