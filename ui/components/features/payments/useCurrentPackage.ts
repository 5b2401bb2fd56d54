import { useQuery } from '@tanstack/react-query';
import type { BalanceTarget } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';

/**
 * The package `target` holds now, until when, and what its period cost (GET /api/packages/current):
 * the one source the payments pages show and the confirmation step quotes from. Purchases
 * refresh it (they invalidate `payments`).
 */
export function useCurrentPackage(target: BalanceTarget, { enabled = true }: { enabled?: boolean } = {}) {
  const queries = usePortalQueries();
  const query = useQuery({ ...queries.payments.current(target), enabled });
  return { current: query.data?.data, isLoading: enabled && query.isPending, error: query.error, refetch: query.refetch };
}
