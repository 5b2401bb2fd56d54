import type { LoginRequest, UserSession } from '../../../schemas/entities/session';

/**
 * The part of `client.session` the session hooks use. Structural, so the real client, a story's
 * fake and a test double all fit without depending on how the client is built.
 */
export interface SessionApi {
  /** Resolves with the token (and the user) or rejects; a missing token is a WrongPasswordError (§8). */
  login(body: LoginRequest): Promise<{ data: { token: string; user?: UserSession | null } }>;
  /** §4 start-up balance fetch: the LoveCoins balance of the user's profile or business. */
  getBalance?(target?: { profile_id?: number; business_id?: number }): Promise<unknown>;
  /** §4 start-up token check; rejects with status 401 when the token was refused. */
  checkToken?(): Promise<unknown>;
  /** Ends the token on the server (POST /api/logout, inferred); called with that token's header, no retry. */
  logout?(options: { headers: Record<string, string>; retry: false }): Promise<unknown>;
}

export interface LoginOptions {
  /** §4: 7-day cookies instead of session cookies. */
  remember?: boolean;
}
