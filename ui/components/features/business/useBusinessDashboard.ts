import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { DashboardProfile } from '@portal/sdk';
import { DASHBOARD_GROUPS, groupDashboardProfiles } from './dashboard';
import type { DashboardGroup } from './dashboard';
import { usePortalQueries, usePortalMutations } from '@portal/sdk/react';

/**
 * The business dashboard's data: the business and its model profiles in the §4 groups (VIP, then
 * TOP, in each), with their counts, and the activate / deactivate call, which refreshes the
 * dashboard (profiles.changeStatus invalidates it). `enabled: false` waits (no business id yet).
 */
export function useBusinessDashboard(businessId: number, options: { enabled?: boolean } = {}) {
  const queries = usePortalQueries();
  const mutations = usePortalMutations();
  const query = useQuery({ ...queries.businesses.dashboard(businessId), enabled: options.enabled ?? true });
  const status = useMutation(mutations.profiles.changeStatus());
  const profiles = query.data?.profiles;
  const groups = useMemo(() => groupDashboardProfiles(profiles ?? []), [profiles]);
  const counts = useMemo(
    () => Object.fromEntries(DASHBOARD_GROUPS.map((g) => [g, groups[g].length])) as Record<DashboardGroup, number>,
    [groups],
  );
  const { mutateAsync } = status;
  /** §4: called after the owner answered the confirmation question. */
  const changeStatus = useCallback(
    (profile: Pick<DashboardProfile, 'id'>, active: boolean) =>
      mutateAsync({ id: profile.id, body: { action: active ? 'activate' : 'deactivate' } }),
    [mutateAsync],
  );
  return {
    business: query.data?.data,
    profiles,
    groups,
    counts,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    changeStatus,
  };
}
