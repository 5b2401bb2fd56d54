import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';

/** The bar's code (Radix Progress) is no part of the first load: it is fetched at the first navigation. */
const NavigationProgressBar = lazy(() => import('./NavigationProgressBar').then((m) => ({ default: m.NavigationProgressBar })));

/**
 * While the next page loads (its loaders wait for the API), a bar at the top of the window says so:
 * a click on a card otherwise changed nothing on screen until the profile was there.
 * It shows after a short moment, so quick navigations do not flash it; with reduced motion it
 * stands still (NavigationProgressBar.tsx).
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  );
}
