import { useEffect, useRef } from 'react';
import { locationAfterLogout } from '../../session-store';
import { useSessionContext } from './context';

/**
 * Leaves a private page when the session ends (logout here, in another tab, or an expired token):
 * the §5 guard's login URL with the return param (the home page after the account was deleted).
 * On public pages nothing happens, so the visitor stays where they were and sees the notice. `navigate` is the router's (or `location.assign`).
 */
export function useLogoutRedirect(currentPath: string, navigate: (to: string) => void): void {
  const { store } = useSessionContext();
  // Read at sign-out time: the subscription should not restart on every navigation.
  const latest = useRef({ currentPath, navigate });
  useEffect(() => {
    latest.current = { currentPath, navigate };
  });
  useEffect(
    () =>
      store.onSignOut(({ reason }) => {
        const to = locationAfterLogout(latest.current.currentPath, reason);
        if (to) latest.current.navigate(to);
      }),
    [store],
  );
}
