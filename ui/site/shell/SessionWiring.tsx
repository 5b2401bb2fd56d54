import { lazy, Suspense, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSession } from '../../../sdk/react/session';

const SessionLife = lazy(() => import('./SessionLife'));

/**
 * The session in the shell. The root loader re-reads the cookies on revalidation, so header and
 * pages follow a login or logout (also one made in another tab) without a reload. The rest of the
 * §4 session life only matters while someone is logged in, or just was (the expired notice).
 */
export function SessionWiring() {
  const { isLoggedIn, notice } = useSession();
  const { revalidate } = useRevalidator();
  const previous = useRef(isLoggedIn);
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    void revalidate();
  }, [isLoggedIn, revalidate]);

  if (!isLoggedIn && notice === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionLife />
    </Suspense>
  );
}
