import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalMutations } from './mutations';
import type { PortalMutations } from './mutations';
import { usePortalClient } from './provider';
import { portalQueries } from './queries';
import type { PortalQueries } from './queries';

/**
 * The query and mutation option factories bound to the context's client (and QueryClient).
 * Headless: use them with TanStack's own hooks, e.g.
 * `useQuery(usePortalQueries().profiles.list(filters, page))` or
 * `useMutation(usePortalMutations().profiles.like(profile.id))`.
 */
export function usePortalQueries(): PortalQueries {
  const client = usePortalClient();
  return useMemo(() => portalQueries(client), [client]);
}

export function usePortalMutations(): PortalMutations {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMemo(() => portalMutations(client, queryClient), [client, queryClient]);
}
