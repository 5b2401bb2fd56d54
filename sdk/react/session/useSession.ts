import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Role } from '../../../schemas/constants';
import type { LoginRequest, UserSession } from '../../../schemas/entities/session';
import type { Session } from '../../session';
import type { LogoutReason, SessionNotice } from '../../session-store';
import { useSessionContext } from './context';
import type { LoginOptions } from './types';

export interface UseSession {
  readonly session: Session | null;
  readonly user: UserSession | null;
  readonly role: Role | null;
  readonly token: string | null;
  readonly isLoggedIn: boolean;
  /** 'session-expired' after the server refused the token, 'account-deleted' after deleting the account; until dismissed or the next login. */
  readonly notice: SessionNotice | null;
  /**
   * Logs in and stores the session (cookies the server renderer reads). Rejects with the client's
   * error: WrongPasswordError for a wrong password or an answer without a token (§8).
   */
  login(credentials: LoginRequest, options?: LoginOptions): Promise<Session>;
  /** Clears the session, step data and drafts here and in every other tab (§4), then asks the server to end the token. */
  logout(reason?: LogoutReason): void;
  dismissNotice(): void;
}

/** Thrown when a login answer has a token but no user: the session could not say who logged in. */
export class MissingUserError extends Error {
  constructor() {
    super('The login answer carried no user');
    this.name = 'MissingUserError';
  }
}

/** The session of the `SessionProvider` above: its snapshot, `login` and `logout` (every tab follows). */
export function useSession(): UseSession {
  const { store, api } = useSessionContext();
  // The server snapshot is the same store: it was created with the session the server read.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const login = useCallback(
    async (credentials: LoginRequest, options?: LoginOptions) => {
      if (!api) throw new Error('SessionProvider has no api: pass client.session');
      const answer = await api.login(credentials);
      const { token, user } = answer.data;
      if (!user) throw new MissingUserError();
      const session: Session = { token, user };
      store.signIn(session, options);
      return session;
    },
    [api, store],
  );
  const logout = useCallback((reason?: LogoutReason) => {
    const token = store.getToken();
    // §4: everything local is cleared first, whatever the server says.
    store.signOut(reason);
    // Then the server ends the token too. Not after an expiry or a deletion (it is gone already);
    // a refusal (404 from an API without the call, 401) or no answer: logged out all the same.
    if (token && (reason ?? 'user') === 'user' && api?.logout) {
      api.logout({ headers: { Authorization: `Bearer ${token}` }, retry: false }).catch(() => undefined);
    }
  }, [api, store]);

  return useMemo(() => ({
    session: snapshot.session,
    user: snapshot.session?.user ?? null,
    role: snapshot.session?.user.role ?? null,
    token: snapshot.session?.token ?? null,
    isLoggedIn: snapshot.session !== null,
    notice: snapshot.notice,
    login,
    logout,
    dismissNotice: store.dismissNotice,
  }), [snapshot, login, logout, store]);
}
