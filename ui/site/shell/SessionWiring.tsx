import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { locationAfterLogout } from '@portal/sdk';
import { useSession } from '@portal/sdk/react';

const SessionLife = lazy(() => import('./SessionLife'));

/**
 * The session in the shell. The root loader re-reads the cookies on revalidation, so header and
 * pages follow a login or logout (also one made in another tab) without a reload. The rest of the
 * §4 session life only matters while someone is logged in, or just was (the expired notice).
 */
export function SessionWiring() {
  const { isLoggedIn, notice } = useSession();
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const previous = useRef(isLoggedIn);
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    // A private page is left by SessionLife's logout redirect, whose navigation re-reads the
    // cookies anyway; revalidating the old page too would race it through the guard.
    if (!isLoggedIn && locationAfterLogout(here) !== null) return;
    void revalidate();
  }, [isLoggedIn, revalidate, here]);

  if (!isLoggedIn && notice === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionLife />
    </Suspense>
  );
}
