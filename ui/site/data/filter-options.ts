import { useState } from 'react';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale, ProfileCategory, ProfileFilters, PortalClient } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';
import { REFERENCE_STALE_TIME_MS, portalKeys, portalQueries } from '@portal/sdk/queries';
import { firstPaintOptions } from '@portal/components';
import { useServices } from './use-services';
import type { FilterPanelOptions } from '@portal/components';

const firstPaintKey = (category: ProfileCategory, locale: Locale) => [...portalKeys.reference.filterData(category, locale), 'first-paint'] as const;

/**
 * The filter panel's choices as the server renders them (the whole filter data was 11 kB
 * of the listing's HTML): what the panel's first paint shows for the request's filters
 * (`firstPaintOptions`), under a key of its own so nothing mistakes it for the whole answer.
 */
export function filterPanelFirstPaintQuery(client: PortalClient, category: ProfileCategory, filters: ProfileFilters) {
  return queryOptions({
    queryKey: firstPaintKey(category, client.getLocale()),
    queryFn: async ({ signal }): Promise<FilterPanelOptions> =>
      firstPaintOptions((await client.reference.filterData(category, { signal })).data.profile, filters),
  });
}

/**
 * What a listing's loader loads for its filter panel: on the server the first-paint part (it goes
 * into the page's payload), in the browser (a client navigation) the whole filter data, cached.
 */
export function ensureFilterPanelOptions(queryClient: QueryClient, client: PortalClient, category: ProfileCategory, filters: ProfileFilters): Promise<unknown> {
  return import.meta.env.SSR
    ? queryClient.ensureQueryData(filterPanelFirstPaintQuery(client, category, filters))
    : queryClient.ensureQueryData(portalQueries(client).reference.filterData(category));
}

/**
 * The filter panel's choices on a listing page. A hydrated page starts from the server's first-paint
 * part and asks for the whole filter data (cached for an hour) only when the visitor reaches for
 * the panel (`want`: pointer over it, or focus in it), or at once when there is no first-paint part.
 */
export function useFilterPanelOptions(category: ProfileCategory) {
  const queries = usePortalQueries();
  const { locale } = useServices();
  const [wanted, setWanted] = useState(false);
  const firstPaint = useQuery<FilterPanelOptions>({ queryKey: firstPaintKey(category, locale), queryFn: skipToken });
  const whole = useQuery({ ...queries.reference.filterData(category), enabled: wanted || !firstPaint.data });
  return {
    options: whole.data?.data.profile ?? firstPaint.data,
    /** The whole filter data is here (every country's cities), not only the first paint's part. */
    complete: whole.data !== undefined,
    // Only the browser's own call: the server's failure is not in the payload (its page shows no
    // panel, as the hydrating page does until its call answers), so it must render the same.
    failed: whole.isError,
    retrying: whole.isFetching,
    retry: () => void whole.refetch(),
    want: () => {
      if (!wanted) setWanted(true);
    },
  };
}

/**
 * A business listing's filter choices: the countries and their cities of the filter data's
 * `business` part, under a key of their own, so the page's payload carries them and not the
 * profile panel's choices beside them.
 */
export function businessFilterOptionsQuery(client: PortalClient) {
  return queryOptions({
    queryKey: [...portalKeys.reference.filterData(undefined, client.getLocale()), 'business'] as const,
    queryFn: async ({ signal }) => (await client.reference.filterData(undefined, { signal })).data.business.countries,
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}
