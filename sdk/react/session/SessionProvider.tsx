import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Session } from '../../session';
import { createSessionStore } from '../../session-store';
import type { SessionStore, SessionStoreOptions } from '../../session-store';
import { SessionContext } from './context';
import { notePageStart } from './page-start';
import type { SessionApi } from './types';

export interface SessionProviderProps {
  /** The session the server read from the request cookies; ignored when `store` is given. */
  initialSession?: Session | null;
  /**
   * A store made by the host, so the API client can be built with `getToken: store.getToken` and
   * `onUnauthorized: store.expire` before the provider renders. The provider connects it to the
   * other tabs while mounted.
   */
  store?: SessionStore;
  /** Options of the store the provider makes when none is given (cookie writer, storages, channel). */
  storeOptions?: Omit<SessionStoreOptions, 'initial'>;
  /** `client.session`, or any object with the same login / getBalance / checkToken. */
  api?: SessionApi | null;
  children?: ReactNode;
}

/**
 * Holds the session for the React tree. After every logout (here or in another tab) the query
 * cache is cleared, so no private data of the previous user stays on screen or in memory.
 */
export function SessionProvider({ initialSession = null, store: given, storeOptions, api = null, children }: SessionProviderProps) {
  // Made once: the initial session and the options are read on the first render only.
  const [own] = useState(() => (given ? null : createSessionStore({ ...storeOptions, initial: initialSession })));
  const store = given ?? own!;
  // Whether the page began logged in: the start-up check is owed to that session only.
  notePageStart(store);
  const queryClient = useContext(QueryClientContext);

  useEffect(() => store.onSignOut(() => queryClient?.clear()), [store, queryClient]);
  // In an effect: the server opens no channel, and StrictMode's remount reconnects.
  useEffect(() => store.connect(), [store]);

  const value = useMemo(() => ({ store, api }), [store, api]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
