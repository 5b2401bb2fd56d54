import { useMemo } from 'react';
import { usePortalClient } from './provider';
import { portalQueries } from '../queries/queries';
import type { PortalQueries } from '../queries/queries';

/**
 * The query option factories bound to the context's client. Headless: use them with TanStack's
 * own hooks, e.g. `useQuery(usePortalQueries().profiles.list(filters, page))`. The writes are
 * `usePortalMutations` (./mutation-hooks), kept apart so read-only pages stay small.
 */
export function usePortalQueries(): PortalQueries {
  const client = usePortalClient();
  return useMemo(() => portalQueries(client), [client]);
}
