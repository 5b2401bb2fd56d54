/**
 * `@portal/sdk/react`: TanStack Query bindings of the API client: the client provider, hooks,
 * mutations, the session provider and headless listing state. The only entry that imports React
 * and @tanstack/react-query; its built files start with 'use client'.
 */
export { PortalClientProvider, usePortalClient } from '../react/provider';
export type { PortalClientProviderProps } from '../react/provider';
// Query keys and options: one implementation, also usable without React (`@portal/sdk/queries`).
export * from './queries';
export { portalMutations } from '../react/mutations';
export type { PortalMutationOptions, PortalMutations } from '../react/mutations';
export { applyLike, rollbackLike, settleLike, toggleLike } from '../react/optimistic';
export type { LikeSnapshot, LikeTarget, Likeable } from '../react/optimistic';
export { changeLocale, createQueryClient, DEFAULT_STALE_TIME_MS } from '../react/query-client';
export { usePortalQueries } from '../react/hooks';
export { usePortalMutations } from '../react/mutation-hooks';
export { useSessionContext } from '../react/session/context';
export type { SessionContextValue } from '../react/session/context';
// Session hooks (SessionProvider, useSession...) and headless listing state (useFilters, usePagination).
export * from '../react/session';
export * from '../react/listing';
