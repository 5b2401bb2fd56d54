/**
 * `@portal/sdk/queries`: TanStack Query keys and query options for every read of the API, without
 * React, so a server component can prefetch with them and hand the cache to the browser:
 *
 *   const queryClient = new QueryClient();
 *   await queryClient.prefetchQuery(portalQueries(client).profiles.list({ city_id: 13 }));
 *   return <HydrationBoundary state={dehydrate(queryClient)}>...</HydrationBoundary>;
 *
 * A client component reads the same options with `useQuery`; `@portal/sdk/react` re-exports them.
 */
export { portalKeys, portalMutationKeys } from '../queries/keys';
export { portalQueries, REFERENCE_STALE_TIME_MS } from '../queries/queries';
export type { PortalInfiniteQueryOptions, PortalQueries, PortalQueryOptions } from '../queries/queries';
export { portalRetry } from '../queries/retry';
export type { QueryRetry } from '../queries/retry';
