import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDeadlineError } from '../../../ui/site/data/upstream-errors';
import { PAGE_RETRY_AFTER_S, pageUpstream } from '../../../ui/site/server/upstream-fetch';

/**
 * A local API: /hung never answers, /stalled sends its headers and part of the body and then
 * nothing, /busy answers 503 with the Retry-After in its query.
 */
let server: Server;
let base = '';
/** The socket of each request, by its `call` query parameter. */
const socketOf = new Map<string, Socket>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const call = url.searchParams.get('call');
    if (call) socketOf.set(call, req.socket);
    if (url.pathname === '/hung') return;
    if (url.pathname === '/stalled') {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{"data":[');
      return;
    }
    const retryAfter = url.searchParams.get('retry-after');
    res.writeHead(url.pathname === '/busy' ? 503 : 200, retryAfter ? { 'retry-after': retryAfter } : {}).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** A full garbage collection, as happens at any time on a busy server. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function socketClosed(call: string): Promise<boolean> {
  for (let i = 0; i < 40 && !socketOf.get(call)?.destroyed; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return socketOf.get(call)?.destroyed ?? false;
}
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

  it.each(['/hung', '/stalled'])(
    'are aborted, and their socket closed, even when the garbage collector ran in the middle of the call (%s)',
    async (path) => {
      const visitor = new AbortController();
      const upstream = pageUpstream(visitor.signal, 60_000);
      // The SDK reads the body after the headers came: a stalled body must end with the page too.
      const tag = `gc${path.replace('/', '-')}`;
      const call = upstream.fetch(new Request(`${base}${path}?call=${tag}`)).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (let i = 0; i < 3; i++) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      visitor.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
      expect(await socketClosed(tag)).toBe(true);
      upstream.dispose();
    },
    5_000,
  );

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
