import { clearLogoutStorage, clearSessionCookies, sessionCookies } from '../session';
import type { CookieOptions, RemovableStorage, Session } from '../session';
import { createSessionBroadcast } from './broadcast';
import type { LogoutReason, SessionBroadcast } from './broadcast';
import { browserCookieOptions, documentCookieWriter, writeCookies } from './cookie-writer';
import type { CookieWriter } from './cookie-writer';
import { clearFormDrafts } from './drafts';
import type { EnumerableStorage } from './drafts';

/**
 * The browser's view of the session (§4): who is logged in, plus the one notice the UI owes the
 * visitor after the server refused the token. Framework-free, shaped for `useSyncExternalStore`;
 * cookies, storages and the cross-tab channel are injected so SSR and tests need no DOM.
 */

/** session-expired: the server refused the token; account-deleted: the confirmation after deleting the account. */
export type SessionNotice = 'session-expired' | 'account-deleted';

/** The notice each way of leaving owes the visitor (none after an ordinary logout). */
const NOTICE_AFTER: Readonly<Record<LogoutReason, SessionNotice | null>> = { user: null, expired: 'session-expired', deleted: 'account-deleted' };

export interface SessionSnapshot {
  readonly session: Session | null;
  readonly notice: SessionNotice | null;
}

export interface SignOutEvent {
  readonly reason: LogoutReason;
  /** True when another tab logged out and this one followed. */
  readonly remote: boolean;
}

export type LogoutStorage = RemovableStorage & Partial<EnumerableStorage>;

export interface SessionStoreOptions {
  /** The session the server read from the request cookies (null for a guest). */
  initial?: Session | null;
  writeCookie?: CookieWriter;
  cookieOptions?: CookieOptions | (() => CookieOptions);
  /** Storages logout clears (step data, drafts, form drafts). Default: localStorage and sessionStorage. */
  storages?: () => ReadonlyArray<LogoutStorage | null | undefined>;
  /**
   * Cross-tab channel: an instance (shared with the caller, who closes it), a factory called on
   * `connect()`, or `null` for none. Default: a BroadcastChannel (or the storage-event fallback)
   * in the browser, none on the server.
   */
  broadcast?: SessionBroadcast | null | (() => SessionBroadcast | null);
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The bearer token for the API client. */
  getToken(): string | null;
  /** Stores a successful login: session cookies without remember-me, 7 days with it. */
  signIn(session: Session, options?: { remember?: boolean }): void;
  /** Ends the session here and in every other tab. */
  signOut(reason?: LogoutReason): void;
  /** The server refused the token (401): log out and show the session-expired notice. */
  expire(): void;
  dismissNotice(): void;
  /** Called after every sign-out, local or remote (clear caches, leave private pages). */
  onSignOut(listener: (event: SignOutEvent) => void): () => void;
  /**
   * Starts hearing other tabs' logouts (and telling them ours); returns the disconnect. Counted:
   * the channel stays open while any connection does. Call it from an effect, so SSR opens none
   * and StrictMode's mount-unmount-mount ends with a working channel.
   */
  connect(): () => void;
  /** Disconnects everything and drops all listeners. */
  destroy(): void;
}

function browserStorages(): Array<LogoutStorage | null> {
  if (typeof window === 'undefined') return [];
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return [get('localStorage'), get('sessionStorage')];
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const writeCookie = options.writeCookie ?? documentCookieWriter;
  const cookieOptions = () =>
    typeof options.cookieOptions === 'function' ? options.cookieOptions() : options.cookieOptions ?? browserCookieOptions();
  const storages = options.storages ?? browserStorages;
  const openChannel = typeof options.broadcast === 'function'
    ? options.broadcast
    : options.broadcast === undefined
      ? () => (typeof window === 'undefined' ? null : createSessionBroadcast())
      : null;
  const sharedChannel = typeof options.broadcast === 'object' ? options.broadcast : null;

  let snapshot: SessionSnapshot = { session: options.initial ?? null, notice: null };
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<(event: SignOutEvent) => void>();

  const set = (next: SessionSnapshot) => {
    if (next.session === snapshot.session && next.notice === snapshot.notice) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const clearLocal = () => {
    const list = storages();
    // §4: step data and the profile and business drafts, plus this product's form drafts.
    clearLogoutStorage(...list);
    clearFormDrafts(...list.filter((s): s is LogoutStorage & EnumerableStorage => typeof s?.key === 'function'));
  };

  const finish = (reason: LogoutReason, remote: boolean) => {
    set({ session: null, notice: NOTICE_AFTER[reason] });
    for (const listener of [...signOutListeners]) {
      try {
        listener({ reason, remote });
      } catch (error) {
        console.error(error); // One failing listener must not keep the others from cleaning up.
      }
    }
  };

  let connections = 0;
  let channel: SessionBroadcast | null = null;
  let unsubscribeRemote: (() => void) | undefined;

  const open = () => {
    channel = sharedChannel ?? openChannel?.() ?? null;
    unsubscribeRemote = channel?.subscribe((message) => {
      // The other tab already expired the shared cookies; rewriting them could undo a newer login.
      clearLocal();
      finish(message.reason, true);
    });
  };
  const close = () => {
    unsubscribeRemote?.();
    unsubscribeRemote = undefined;
    // A shared instance belongs to whoever made it; one we opened is ours to close.
    if (channel !== sharedChannel) channel?.close();
    channel = null;
  };

  const connect = () => {
    connections += 1;
    if (connections === 1) open();
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      connections -= 1;
      if (connections === 0) close();
    };
  };

  const signOut = (reason: LogoutReason = 'user') => {
    writeCookies(writeCookie, clearSessionCookies(cookieOptions()));
    clearLocal();
    (channel ?? sharedChannel)?.post({ type: 'logout', reason });
    finish(reason, false);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => snapshot.session?.token ?? null,
    signIn: (session, signInOptions) => {
      writeCookies(writeCookie, sessionCookies({ ...session, remember: signInOptions?.remember === true }, cookieOptions()));
      set({ session, notice: null });
    },
    signOut,
    expire: () => {
      // Several calls can be refused at once; one logout and one notice are enough.
      if (snapshot.session === null) return;
      signOut('expired');
    },
    dismissNotice: () => set({ ...snapshot, notice: null }),
    onSignOut: (listener) => {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
    connect,
    destroy: () => {
      if (connections > 0) close();
      connections = 0;
      listeners.clear();
      signOutListeners.clear();
    },
  };
}
