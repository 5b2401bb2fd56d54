import { ROLES, COOKIE_NAMES, parseCookies } from '@portal/sdk';
import type { Session } from '@portal/sdk';
import type { SiteUser } from '../context';

/**
 * Who is logged in, read from the session cookies in the browser before each navigation, for the
 * client-side guard. The server validates the same cookies against the full schema on every
 * document request (sdk/session `readSession`); here only the fields the guard needs are checked,
 * so the first load carries no schema library.
 */
export function readBrowserUser(cookieHeader: string): SiteUser | null {
  const jar = parseCookies(cookieHeader);
  const token = jar[COOKIE_NAMES.token]?.trim();
  const raw = jar[COOKIE_NAMES.user];
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<SiteUser> | null;
    if (!user || typeof user.id !== 'number' || typeof user.name !== 'string') return null;
    if (!(ROLES as readonly unknown[]).includes(user.role)) return null;
    return { id: user.id, name: user.name, role: user.role! };
  } catch {
    return null;
  }
}

/**
 * The whole session for the session store (sdk/react/session): token and the user as stored at
 * login. The server has validated the same cookie for this document; fields are not re-checked here.
 */
export function readBrowserSession(cookieHeader: string): Session | null {
  const user = readBrowserUser(cookieHeader);
  const token = readBrowserToken(cookieHeader);
  if (!user || !token) return null;
  try {
    return { token, user: JSON.parse(parseCookies(cookieHeader)[COOKIE_NAMES.user] ?? 'null') as Session['user'] };
  } catch {
    return null;
  }
}

export function readBrowserToken(cookieHeader: string): string | null {
  return parseCookies(cookieHeader)[COOKIE_NAMES.token]?.trim() || null;
}
