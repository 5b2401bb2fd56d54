/**
 * `@portal/sdk/react`: TanStack Query bindings of the API client. The only part of the SDK that
 * imports React and @tanstack/react-query.
 */
export { PortalClientProvider, usePortalClient } from './provider';
export type { PortalClientProviderProps } from './provider';
export { portalKeys, portalMutationKeys } from './keys';
export { portalQueries, REFERENCE_STALE_TIME_MS } from './queries';
export type { PortalQueries } from './queries';
export { portalMutations } from './mutations';
export type { PortalMutations } from './mutations';
export { applyLike, rollbackLike, settleLike, toggleLike } from './optimistic';
export type { LikeSnapshot, LikeTarget, Likeable } from './optimistic';
export { changeLocale, createQueryClient, DEFAULT_STALE_TIME_MS, portalRetry } from './query-client';
export type { QueryRetry } from './query-client';
export { usePortalQueries } from './hooks';
export { usePortalMutations } from './mutation-hooks';
// Session hooks (SessionProvider, useSession...) and headless listing state (useFilters, usePagination).
export * from './session';
export * from './listing';
