import { ROLES } from '../../schemas/constants';
import { UserSession } from '../../schemas/entities/session';
import { COOKIE_NAMES, own, toCookies } from './cookie-rules';
import type { Cookies } from './cookie-rules';
import type { Session, SessionUserLike } from './types';

/**
 * §4 session rules: the session stored in cookies, read back and checked (login writes it, logout
 * clears it: ./cookie-rules). No DOM or Node API is used, so the server and the browser apply the
 * same rules.
 */

/** Default user check: the shared zod schema, so a stale or tampered cookie is no session. */
function parseUserSession(raw: unknown): UserSession | null {
  const result = UserSession.safeParse(raw);
  return result.success ? result.data : null;
}

/**
 * The session stored in cookies (a `Cookie` header or parsed cookies), or null for a guest. A
 * missing token, a user cookie that is not JSON, or a user that fails `parseUser` all give null.
 */
export function readSession(cookies: string | Cookies | null | undefined): Session | null;
export function readSession<U extends SessionUserLike>(
  cookies: string | Cookies | null | undefined,
  parseUser: (raw: unknown) => U | null,
): Session<U> | null;
export function readSession(
  cookies: string | Cookies | null | undefined,
  parseUser: (raw: unknown) => SessionUserLike | null = parseUserSession,
): Session<SessionUserLike> | null {
  const jar = toCookies(cookies);
  const token = own(jar, COOKIE_NAMES.token)?.trim();
  const rawUser = own(jar, COOKIE_NAMES.user);
  if (!token || !rawUser) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return null;
  }
  let user: SessionUserLike | null;
  try {
    user = parseUser(parsed);
  } catch {
    return null; // A throwing custom parser is treated as a rejection.
  }
  // The guard relies on `role`; check it even when a custom parser forgot to.
  if (!user || !(ROLES as readonly unknown[]).includes(user.role)) return null;
  return { token, user };
}

