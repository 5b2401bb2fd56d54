import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createPortalClient } from '@portal/sdk';
import { apiTransport } from '../../../ui/site/server/api-transport';

/**
 * A local API: /echo answers with what it was sent, /cookies with two set-cookie headers,
 * /moved redirects to /echo, /empty is a 204, /busy answers 503 the first time it is asked for a
 * given `n`, then 200.
 */
let server: Server;
let base = '';
const busyAsked = new Map<string, number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (url.pathname === '/echo') {
        const sent: { method?: string; headers: IncomingHttpHeaders; body: string } = { method: req.method, headers: req.headers, body };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sent));
      } else if (url.pathname === '/cookies') {
        res.writeHead(200, [['set-cookie', 'a=1'], ['set-cookie', 'b=2'], ['content-type', 'text/plain']]).end('ok');
      } else if (url.pathname === '/moved') {
        res.writeHead(302, { location: '/echo?from=moved' }).end();
      } else if (url.pathname === '/empty') {
        res.writeHead(204).end();
      } else if (url.pathname === '/api/index-slider') {
        const n = url.searchParams.get('n') ?? '';
        busyAsked.set(n, (busyAsked.get(n) ?? 0) + 1);
        if (busyAsked.get(n) === 1) res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
        else res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Page Not Found"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const send = apiTransport();

describe("the server's API transport", () => {
  it("sends the request's method, headers and body, and answers like fetch: status, headers, body and URL", async () => {
    const request = new Request(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': 'de', 'x-request-id': 'r-1' },
      body: JSON.stringify({ email: 'member@demo.test' }),
    });
    const response = await send(request);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.url).toBe(`${base}/echo`);
    expect(response.headers.get('content-type')).toBe('application/json');
    const sent = (await response.json()) as { method: string; headers: IncomingHttpHeaders; body: string };
    expect(sent.method).toBe('POST');
    expect(sent.headers).toMatchObject({ 'content-language': 'de', 'x-request-id': 'r-1', 'content-type': 'application/json' });
    expect(JSON.parse(sent.body)).toEqual({ email: 'member@demo.test' });
    // Nothing asks the API to compress: inside the cluster that is CPU on both sides for nothing.
    expect(sent.headers['accept-encoding']).toBeUndefined();
  });

  it('keeps every value of a repeated header (set-cookie)', async () => {
    const response = await send(new Request(`${base}/cookies`));
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.text()).toBe('ok');
  });

  it("reads its body once, like fetch's: a clone taken before reads the same, a second read fails, a stream is there for who asks", async () => {
    const response = await send(new Request(`${base}/cookies`));
    const copy = response.clone();
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe('ok');
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toBeInstanceOf(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
    expect(new TextDecoder().decode(await copy.arrayBuffer())).toBe('ok');
    const streamed = await send(new Request(`${base}/cookies`));
    expect(await new Response(streamed.body).text()).toBe('ok');
    expect(streamed.bodyUsed).toBe(true);
  });

  it('follows a redirect, as fetch does', async () => {
    const response = await send(new Request(`${base}/moved`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { method: string }).method).toBe('GET');
  });

  it('answers a 204 with no body, and an error status as a response (the SDK decides what it means)', async () => {
    const empty = await send(new Request(`${base}/empty`));
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const missing = await send(new Request(`${base}/nowhere`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Page Not Found' });
  });

  it("rejects an unreachable API with fetch's network error, its code kept for the retry rule", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error: unknown = await send(new Request(`http://127.0.0.1:${port}/echo`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });

  // An abort in the middle of a call, headers or body, is upstream-fetch.test.ts's (over this transport).
  it("rejects with the signal's reason when its signal is already aborted", async () => {
    const before = new AbortController();
    before.abort(new Error('visitor left'));
    await expect(send(new Request(`${base}/echo`), { signal: before.signal })).rejects.toThrow('visitor left');
  });

  it("carries the SDK client: the spec's one retry on a 503, then the validated answer; a 404 is an ApiError", async () => {
    const client = createPortalClient({ baseUrl: base, fetch: send });
    // The retry re-sends the same request (a clone) over the transport: two calls, one answer.
    await expect(client.reference.indexSlider()).resolves.toEqual({ data: [] });
    expect(busyAsked.get('')).toBe(2);
    const broken = createPortalClient({ baseUrl: `${base}/nowhere`, fetch: send, retry: false });
    await expect(broken.reference.indexSlider()).rejects.toBeInstanceOf(ApiError);
  });
});
