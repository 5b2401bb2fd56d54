import { QueryClient } from '@tanstack/react-query';
import type { DefaultError, DefaultOptions, QueryClientConfig } from '@tanstack/react-query';
import type { Locale } from '../../schemas/constants';
// The base class, not `isPortalError` (../client/errors): that module brings every error class along.
import { PortalError } from '../client/portal-error';
import type { AnyPortalError } from '../client/errors';
import type { LocaleTag } from '../locale';

/**
 * The SDK's errors registered with TanStack Query: with `@portal/sdk/react` in a program,
 * `useQuery(...).error` and `useMutation(...).error` are typed AnyPortalError (narrow with
 * `error.kind`) instead of Error. The SDK's query functions throw nothing else.
 */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: AnyPortalError;
  }
}

/** A minute: listings and reference data change rarely enough, and navigation back shows cached pages at once. */
export const DEFAULT_STALE_TIME_MS = 60_000;

/** TanStack Query's `retry` value: a count, true/false, or `(failureCount, error) => boolean`. */
export type QueryRetry = NonNullable<NonNullable<DefaultOptions['queries']>['retry']>;

/**
 * A TanStack Query `retry` that does not stack on the client's own. A PortalError has been
 * through the client's retry policy already (§7: one retry, and only of what is safe to repeat),
 * or no retry can fix it (4xx, a schema mismatch, an abort, a timeout): it is not retried again.
 * Any other error (thrown by your own query functions) is retried as `retry` says, read the way
 * TanStack reads it. To retry the API more, raise the client's `retry.limit` instead.
 */
export function portalRetry(retry: QueryRetry = 0): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    if (error instanceof PortalError) return false;
    if (typeof retry === 'function') return retry(failureCount, error as DefaultError);
    if (typeof retry === 'boolean') return retry;
    return failureCount < retry;
  };
}

/**
 * A QueryClient with the portal's defaults: a minute of freshness, no refetch on window focus,
 * and `retry` wrapped in `portalRetry` (0 unless `config` gives one), so the client's retries and
 * TanStack's never multiply: one failing read is two requests (the §7 retry), not eight.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations, ...rest } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...rest,
      queries: { staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false, ...queries, retry: portalRetry(queries?.retry ?? 0) },
      mutations: { ...mutations, retry: portalRetry(mutations?.retry ?? 0) },
    },
  });
}

/**
 * Switches the language without a new client: later requests carry the new Content-Language and
 * every cached answer (titles come in the request's language) is refetched or marked stale.
 */
export async function changeLocale(
  client: { setLocale(locale: LocaleTag): void },
  queryClient: QueryClient,
  locale: Locale,
): Promise<void> {
  client.setLocale(locale);
  await queryClient.invalidateQueries();
}
