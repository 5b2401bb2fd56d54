import { createContext, useContext } from 'react';
import type { SessionStore } from '../../session-store';
import type { SessionApi } from './types';

export interface SessionContextValue {
  readonly store: SessionStore;
  readonly api: SessionApi | null;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
