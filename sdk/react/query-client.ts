import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import { portalRetry } from '../queries/retry';
import type { LocaleTag } from '../locale';

/** A minute: listings and reference data change rarely enough, and navigation back shows cached pages at once. */
export const DEFAULT_STALE_TIME_MS = 60_000;

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
  locale: LocaleTag,
): Promise<void> {
  client.setLocale(locale);
  await queryClient.invalidateQueries();
}
