import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import type { Locale } from '../../schemas/constants';

/** A minute: listings and reference data change rarely enough, and navigation back shows cached pages at once. */
export const DEFAULT_STALE_TIME_MS = 60_000;

/**
 * A QueryClient with the portal's defaults. `retry: false` because the fetch client already
 * retries once by the §7 rule; a second layer of retries would multiply requests.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations, ...rest } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...rest,
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false, ...queries },
      mutations: { retry: false, ...mutations },
    },
  });
}

/**
 * Switches the language without a new client: later requests carry the new Content-Language and
 * every cached answer (titles come in the request's language) is refetched or marked stale.
 */
export async function changeLocale(
  client: { setLocale(locale: Locale): void },
  queryClient: QueryClient,
  locale: Locale,
): Promise<void> {
  client.setLocale(locale);
  await queryClient.invalidateQueries();
}
