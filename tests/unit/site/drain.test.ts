import { createServer, request, Agent } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from '../../../ui/site/server/shutdown';

/**
 * The drain on SIGTERM, in process on port 0: requests sent in the 300 ms before the drain starts
 * all get their answer (with and without keep-alive), while the server is busy rendering, which
 * leaves requests unparsed in socket buffers: the moment Node's closeIdleConnections() resets them.
 */
const RENDER_MS = 15;
const CLIENTS = 8;
const RUN_MS = 2200;
const DRAIN_AT_MS = 450;
const BEFORE_DRAIN_MS = 300;

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose every answer costs RENDER_MS of blocked event loop, as server rendering does. */
function busyServer(): Promise<{ server: Server; url: string }> {
  const s = createServer((_req, res) => {
    const until = Date.now() + RENDER_MS;
    while (Date.now() < until) {
      // Blocked, as during a render.
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve({ server: s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/` })));
}

interface Outcome {
  readonly sentAt: number;
  readonly ok: boolean;
  readonly error?: string;
}

function send(url: string, agent: Agent | false): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ sentAt, ok: res.statusCode === 200 }));
      res.on('error', (e) => resolve({ sentAt, ok: false, error: e.message }));
    }).on('error', (e: NodeJS.ErrnoException) => resolve({ sentAt, ok: false, error: e.code ?? e.message })).end();
  });
}

async function runLoad(keepAlive: boolean) {
  const started = await busyServer();
  server = started.server;
  const tracker = trackConnections(server);
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: CLIENTS }) : false;
  const outcomes: Outcome[] = [];
  const t0 = Date.now();
  let drainAt = Infinity;
  const extra: Array<Promise<Outcome>> = [];
  const drained = new Promise<string>((resolve) =>
    setTimeout(() => {
      // A burst just before the drain, however slow the machine: these requests are in flight or queued.
      for (let i = 0; i < 4; i++) extra.push(send(started.url, agent));
      setTimeout(() => {
        drainAt = Date.now();
        void tracker.drain(2000).then(resolve);
      }, 30);
    }, DRAIN_AT_MS),
  );
  const client = async () => {
    while (Date.now() - t0 < RUN_MS) {
      const outcome = await send(started.url, agent);
      outcomes.push(outcome);
      // Refused or cut after the drain began: the client waits a little before it tries again.
      if (!outcome.ok) await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  outcomes.push(...(await Promise.all(extra)));
  if (agent) agent.destroy();
  // A new visitor well after the drain began, whatever the clients managed to send on a busy
  // machine: the listener is closed by then.
  await new Promise((r) => setTimeout(r, Math.max(0, drainAt + 1500 - Date.now())));
  outcomes.push(await send(started.url, false));
  const result = await drained;
  const beforeDrain = outcomes.filter((o) => o.sentAt < drainAt && o.sentAt >= drainAt - BEFORE_DRAIN_MS);
  const late = outcomes.filter((o) => o.sentAt >= drainAt + 1500);
  return { result, beforeDrain, lost: beforeDrain.filter((o) => !o.ok), late };
}

describe('the drain', () => {
  for (const keepAlive of [false, true]) {
    it(`answers every request sent in the 300 ms before it (${keepAlive ? 'keep-alive' : 'a connection per request'}), then refuses new ones and ends drained`, async () => {
      const { result, beforeDrain, lost, late } = await runLoad(keepAlive);
      expect(beforeDrain.length).toBeGreaterThanOrEqual(4);
      expect(lost).toEqual([]);
      // However busy, the listener is closed within half the drain's timeout (1 s here).
      expect(late.length).toBeGreaterThan(0);
      expect(late.filter((o) => o.error !== 'ECONNREFUSED')).toEqual([]);
      expect(result).toBe('drained');
    }, 15_000);
  }

  it('says Connection: close on answers during the drain and keeps a socket whose request is in flight', async () => {
    let release: () => void = () => {};
    server = createServer((_req, res) => {
      release = () => res.writeHead(200).end('late');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const tracker = trackConnections(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const answer = new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
      request(url, { agent: new Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ connection: res.headers.connection, body }));
      }).on('error', reject).end();
    });
    await new Promise((r) => setTimeout(r, 50));
    const drained = tracker.drain(5000);
    // Far beyond the idle grace: the socket stays because its request is in flight.
    await new Promise((r) => setTimeout(r, 800));
    release();
    expect(await answer).toEqual({ connection: 'close', body: 'late' });
    expect(await drained).toBe('drained');
  });
});
