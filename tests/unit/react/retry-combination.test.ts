import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAY_MS } from '../../../schemas/constants';
import { ApiError } from '../../../sdk/client/errors';
import { createQueryClient, portalQueries, portalRetry } from '@portal/sdk/react';
import { answer, client, json, server } from '../client/server';
import { runOnVirtualClock } from '../client/virtual-time';

/**
 * The client retries its own failures (§7: once); TanStack Query retries failed queries (three
 * times by default in a browser, with 1, 2 and 4 s back-off). Stacked, one failing read sent
 * 8 requests over 8.2 s; the SDK's query options carry their own `retry`, so they do not stack
 * whatever the QueryClient's defaults. Counted here: requests the API sees for one failing read, and the
 * virtual time it took (TanStack's back-off and the client's waits run on a virtual clock).
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
runOnVirtualClock();

async function failingRead(queryClient: QueryClient) {
  const calls = answer(() => json({ message: 'busy' }, { status: 503 }));
  const started = performance.now();
  const error = await queryClient.fetchQuery(portalQueries(client()).profiles.list()).catch((e: unknown) => e);
  return { requests: calls.length, ms: performance.now() - started, error };
}

describe('the client’s retries and TanStack Query’s', () => {
  it('do not stack with a plain `new QueryClient()`: the query options carry the SDK’s rule, 2 requests', async () => {
    for (const queryClient of [new QueryClient(), new QueryClient({ defaultOptions: { queries: { retry: 3 } } })]) {
      server.resetHandlers();
      const { requests, ms, error } = await failingRead(queryClient);
      expect(error).toBeInstanceOf(ApiError);
      expect(requests).toBe(2);
      expect(ms).toBeLessThan(RETRY_DELAY_MS + 100);
    }
  });

  it('stack only when a query’s own `retry` replaces the SDK’s: 8 requests for one failing read', async () => {
    const calls = answer(() => json({ message: 'busy' }, { status: 503 }));
    const started = performance.now();
    await new QueryClient().fetchQuery({ ...portalQueries(client()).profiles.list(), retry: 3 }).catch(() => undefined);
    expect(calls).toHaveLength(8);
    expect(performance.now() - started).toBeGreaterThanOrEqual(7_000); // 1 + 2 + 4 s of TanStack back-off, plus the client's waits
  });

  it('do not stack with your own QueryClient given `retry: portalRetry(3)`: 2 requests', async () => {
    const { requests, ms, error } = await failingRead(new QueryClient({ defaultOptions: { queries: { retry: portalRetry(3) } } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(requests).toBe(2);
    expect(ms).toBeLessThan(RETRY_DELAY_MS + 100);
  });

  it('do not stack with createQueryClient, even when it is given `retry: 3`', async () => {
    for (const queryClient of [createQueryClient(), createQueryClient({ defaultOptions: { queries: { retry: 3 } } })]) {
      server.resetHandlers();
      const { requests, error } = await failingRead(queryClient);
      expect(error).toBeInstanceOf(ApiError);
      expect(requests).toBe(2);
    }
  });

  it('leave the API’s retries to the client’s policy: `retry: { limit: 3 }` is 4 requests under portalRetry', async () => {
    const calls = answer(() => json({ message: 'busy' }, { status: 503 }));
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: 3 } } });
    await queryClient.fetchQuery(portalQueries(client({ retry: { limit: 3 } })).profiles.list()).catch(() => undefined);
    expect(calls).toHaveLength(4);
  });
});

describe('portalRetry', () => {
  const notSdk = new TypeError('a bug in your own query function');
  const sdk = new ApiError(503, null);

  it('never retries an SDK error and retries others as TanStack would', () => {
    expect([0, 1, 2, 3].map((n) => portalRetry(3)(n, notSdk))).toEqual([true, true, true, false]);
    expect(portalRetry(3)(0, sdk)).toBe(false);
    expect(portalRetry(true)(99, notSdk)).toBe(true);
    expect(portalRetry(false)(0, notSdk)).toBe(false);
    expect(portalRetry()(0, notSdk)).toBe(false);
    expect(portalRetry((n) => n < 1)(0, notSdk)).toBe(true);
    expect(portalRetry(() => true)(0, sdk)).toBe(false);
  });
});
