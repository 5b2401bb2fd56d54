import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PortalClient } from '../client/portal-client';

const PortalClientContext = createContext<PortalClient | null>(null);

export interface PortalClientProviderProps {
  client: PortalClient;
  children?: ReactNode;
}

/** Makes the API client available to the hooks below it. The QueryClientProvider is the host's. */
export function PortalClientProvider({ client, children }: PortalClientProviderProps) {
  return <PortalClientContext.Provider value={client}>{children}</PortalClientContext.Provider>;
}

export function usePortalClient(): PortalClient {
  const client = useContext(PortalClientContext);
  if (!client) throw new Error('usePortalClient() needs a <PortalClientProvider> above it');
  return client;
}
