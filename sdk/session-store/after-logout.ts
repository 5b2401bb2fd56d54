import { guardRoute, matchRoute, routePath } from '../routes';
import type { LogoutReason } from './broadcast';

/**
 * Where a visitor goes when the session ends while they look at `currentPath`: nowhere on a public
 * page (they stay and see the notice), to login with the return param on a private one (§5 guard).
 * After deleting the account there is nothing to log in to: a private page is left for the home
 * page of the same language, where the confirmation shows.
 */
export function locationAfterLogout(currentPath: string, reason: LogoutReason = 'user'): string | null {
  const match = matchRoute(currentPath);
  const result = guardRoute(match, null);
  if (result.kind !== 'redirect') return null;
  return reason === 'deleted' ? routePath('home', undefined, match.locale) : result.location;
}
