import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { portalMutations } from './mutations';
import type { PortalMutations } from './mutations';
import { usePortalClient } from './provider';

/**
 * The mutation option factories bound to the context's client and QueryClient, e.g.
 * `useMutation(usePortalMutations().profiles.like(profile.id))`. A module of its own, apart from
 * `usePortalQueries`, so pages that only read never load the writes and their invalidation rules.
 */
export function usePortalMutations(): PortalMutations {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMemo(() => portalMutations(client, queryClient), [client, queryClient]);
}
