import { useQueryClient } from '@tanstack/react-query';
import { portalKeys, useSession } from '@portal/sdk/react';
import { useBusinessDashboard } from '@portal/components/features/business';

/**
 * The signed-in business's page and models (GET /api/business/{id} of `user.business_id`, the
 * dashboard query every business page shares), and a refresh of everything the area shows.
 */
export function useOwnBusiness() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const businessId = user?.business_id ?? null;
  // Id 0 never reaches the API: a business account always has its page (the registration creates it).
  const dashboard = useBusinessDashboard(businessId ?? 0, { enabled: businessId !== null });
  const invalidate = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: portalKeys.businesses.all }),
    queryClient.invalidateQueries({ queryKey: portalKeys.profiles.all }),
  ]);
  return { user, businessId, dashboard, invalidate };
}
