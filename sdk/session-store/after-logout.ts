import { guardRoute, matchRoute } from '../routes';

/**
 * Where a visitor goes when the session ends while they look at `currentPath`: nowhere on a public
 * page (they stay and see the notice), to login with the return param on a private one (§5 guard).
 */
export function locationAfterLogout(currentPath: string): string | null {
  const result = guardRoute(matchRoute(currentPath), null);
  return result.kind === 'redirect' ? result.location : null;
}
