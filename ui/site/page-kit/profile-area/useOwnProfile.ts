import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portalKeys, usePortalQueries, useSession, useSessionContext } from '@portal/sdk/react';

/**
 * The signed-in model's own profile (GET /api/profile/{id}/edit of `user.profile_id`), plus
 * `remember(id)`: after a profile is created the session learns its id, so a reload finds it.
 */
export function useOwnProfile() {
  const { user, session } = useSession();
  const { store } = useSessionContext();
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const profileId = user?.profile_id ?? null;
  const query = useQuery({ ...queries.profiles.edit(profileId ?? 0), enabled: profileId !== null });
  const remember = (id: number) => {
    if (session && session.user.profile_id !== id) store.signIn({ ...session, user: { ...session.user, profile_id: id } });
  };
  const invalidate = () => queryClient.invalidateQueries({ queryKey: portalKeys.profiles.all });
  return { user, profileId, profile: query.data?.data ?? null, query, remember, invalidate };
}
