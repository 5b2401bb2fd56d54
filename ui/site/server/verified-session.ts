import type { PortalClient, SessionUserLike } from '@portal/sdk';
import type { SiteUser } from '../context';
import { asRouteError, sessionEnded } from '../data/upstream-errors';

/**
 * The user a private page may trust: the API's answer for the session's token (GET
 * /api/token-check), never the `user` cookie, which the browser writes and anyone can edit. A
 * cookie that claims another user or role than the API's is no session: it is cleared and the
 * visitor goes to the login page, as when the API refuses the token (401). Other failures of the
 * check answer as the page's data would (an error page by the status table).
 */
export async function verifiedUser(client: PortalClient, claimed: SessionUserLike, request: Request): Promise<SiteUser> {
  let user: SessionUserLike;
  try {
    ({ data: user } = await client.session.checkToken());
  } catch (error) {
    throw asRouteError(error, request);
  }
  if (user.id !== claimed.id || user.role !== claimed.role) throw sessionEnded(request);
  return { id: user.id, name: user.name, role: user.role };
}
