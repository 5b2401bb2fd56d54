import { useQuery } from '@tanstack/react-query';
import type { BalanceTarget } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';

export interface UseBalanceOptions {
  /** Off for guests and members (no wallet): nothing is fetched. */
  enabled?: boolean;
}

/**
 * The LoveCoins balance of a profile or business (§3), from the query the start-up check fills
 * (`portalKeys.session.balance(target)`), so the header and the payments page share one answer.
 * Every purchase refreshes it (the payment mutations invalidate `session`).
 */
export function useBalance(target: BalanceTarget, { enabled = true }: UseBalanceOptions = {}) {
  const queries = usePortalQueries();
  const query = useQuery({ ...queries.session.balance(target), enabled });
  return {
    /** undefined until known. */
    balance: query.data?.data.balance,
    isLoading: enabled && query.isPending,
    /** A refetch after a purchase is running. */
    isRefreshing: query.isFetching && !query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The purchase history of a profile or business, newest first. */
export function usePurchases(target: BalanceTarget, { enabled = true }: UseBalanceOptions = {}) {
  const queries = usePortalQueries();
  const query = useQuery({ ...queries.payments.purchases(target), enabled });
  return { purchases: query.data?.data, isLoading: enabled && query.isPending, error: query.error, refetch: query.refetch };
}
