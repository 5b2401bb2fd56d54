import { ROLES } from '../../schemas/constants';
import type { UserSession } from '../../schemas/entities/session';
import { USER_SESSION_RULES } from '../generated/user-session';
import { COOKIE_NAMES, own, toCookies } from './cookie-rules';
import type { Cookies } from './cookie-rules';
import type { Session, SessionUserLike } from './types';
import { readValue } from './value-rules';

/**
 * §4 session rules: the session stored in cookies, read back and checked (login writes it, logout
 * clears it: ./cookie-rules). No DOM or Node API is used, so the server and the browser apply the
 * same rules.
 */

/**
 * Default user check: the UserSession schema's rules, so a stale or tampered cookie is no session.
 * Read from the rules `npm run openapi` derives from the schema (./value-rules), not from the zod
 * schema itself: the core entry then imports no zod, and the schema stays their one source.
 */
function parseUserSession(raw: unknown): UserSession | null {
  const read = readValue(USER_SESSION_RULES, raw);
  return read ? (read.value as UserSession) : null;
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

