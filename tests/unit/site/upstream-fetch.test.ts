import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDeadlineError } from '../../../ui/site/data/upstream-errors';
import { ssrDataTimeoutFromEnv } from '../../../ui/site/server/config';
import { PAGE_RETRY_AFTER_S, pageUpstream } from '../../../ui/site/server/upstream-fetch';

/** A local API: /hung never answers, /busy answers 503 with the Retry-After in its query. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/hung') return;
    const retryAfter = url.searchParams.get('retry-after');
    res.writeHead(url.pathname === '/busy' ? 503 : 200, retryAfter ? { 'retry-after': retryAfter } : {}).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("a page's API calls", () => {
  it('are aborted with the deadline error once the deadline passes', async () => {
    const upstream = pageUpstream(new AbortController().signal, 50);
    await expect(upstream.fetch(new Request(`${base}/hung`))).rejects.toBeInstanceOf(DataDeadlineError);
    upstream.dispose();
  });

  it('are aborted when the visitor leaves, and none starts afterwards', async () => {
    const visitor = new AbortController();
    const upstream = pageUpstream(visitor.signal, 60_000);
    const call = upstream.fetch(new Request(`${base}/hung`));
    visitor.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(upstream.fetch(new Request(`${base}/ok`))).rejects.toMatchObject({ name: 'AbortError' });
    upstream.dispose();
  });

  it("give the page the API's Retry-After of a 503, else the default", async () => {
    const upstream = pageUpstream(new AbortController().signal, 60_000);
    expect(upstream.retryAfter()).toBe(String(PAGE_RETRY_AFTER_S));
    await (await upstream.fetch(new Request(`${base}/busy?retry-after=120`))).text();
    expect(upstream.retryAfter()).toBe('120');
    await (await upstream.fetch(new Request(`${base}/busy?retry-after=${10 ** 9}`))).text();
    expect(upstream.retryAfter()).toBe('3600');
    upstream.dispose();
  });
});

describe('SSR_DATA_TIMEOUT_MS', () => {
  it('is a positive number of milliseconds, or unset', () => {
    expect(ssrDataTimeoutFromEnv(undefined)).toBeUndefined();
    expect(ssrDataTimeoutFromEnv('')).toBeUndefined();
    expect(ssrDataTimeoutFromEnv('2500')).toBe(2500);
    for (const bad of ['0', '-1', '5s', '1e3']) expect(() => ssrDataTimeoutFromEnv(bad)).toThrow(/SSR_DATA_TIMEOUT_MS/);
  });
});
