import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { PortalClient } from '../client/portal-client';
import type { ListingClient } from '../entries/listing';

const PortalClientContext = createContext<PortalClient | null>(null);

export interface PortalClientProviderProps {
  /**
   * The API client: `createPortalClient`'s, or `createListingClient`'s, the small one that serves
   * the profile listing (the listing widget and `useProfileList`) and nothing else.
   */
  client: PortalClient | ListingClient;
  children?: ReactNode;
}

/**
 * A listing client where a full one is expected: what it has works, and any other part of the API
 * fails on use with a message that says which client to create, instead of "undefined is not an object".
 */
function asPortalClient(client: PortalClient | ListingClient): PortalClient {
  if (isFullClient(client)) return client;
  return new Proxy(client, {
    get(target, key, receiver) {
      // `then` and `toJSON` are probed by promise and JSON code: absent, not an error.
      if (typeof key !== 'string' || key in target || key === 'then' || key === 'toJSON') return Reflect.get(target, key, receiver) as unknown;
      throw new Error(`client.${key} is not part of a listing client (createListingClient, profiles.list only): create the client with createPortalClient`);
    },
  }) as unknown as PortalClient;
}

/** Makes the API client available to the hooks below it. The QueryClientProvider is the host's. */
export function PortalClientProvider({ client, children }: PortalClientProviderProps) {
  const value = useMemo(() => asPortalClient(client), [client]);
  return <PortalClientContext.Provider value={value}>{children}</PortalClientContext.Provider>;
}

/**
 * The client of the nearest `<PortalClientProvider>`. Typed as the full client unless told which
 * one the provider was given: with a listing client, write `usePortalClient<ListingClient>()` (or
 * `usePortalClient<typeof client>()`), and a call outside the listing (`reference.countries()`)
 * is a type error instead of an error at run time.
 */
export function usePortalClient<TClient extends PortalClient | ListingClient = PortalClient>(): TClient {
  const client = useContext(PortalClientContext);
  if (!client) throw new Error('usePortalClient() needs a <PortalClientProvider> above it');
  return client as TClient;
}

/** Whether the provider's client is the full one (`createPortalClient`), not a listing client. */
export function isFullClient(client: PortalClient | ListingClient): client is PortalClient {
  return 'session' in client;
}
