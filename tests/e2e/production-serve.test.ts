import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { operationById } from '../../schemas/operations';
import { COOKIE_NAMES } from '../../sdk/session';
import { CLIENT_BUILD, SERVE_ENTRY, SLOW_PATH, ensureSiteBuild, startFakeApi, startServe } from './support/serve';
import type { FakeApi, LogLine, ServeProcess } from './support/serve';

/**
 * `npm run serve` as operators run it: one process (WEB_CONCURRENCY=1) on 127.0.0.1 in front of
 * the mock API, checked from outside: probes, request ids in logs and upstream, metrics, the CSRF
 * origin check, the embed files, no mock files, and a graceful SIGTERM (last: it stops the server).
 */
const PUBLIC_ORIGIN = 'https://portal.example';
const OTHER_ORIGIN = 'https://elsewhere.example';
const ADULT = { cookie: `${COOKIE_NAMES.ageConfirmed}=1` };

let api: FakeApi;
let site: ServeProcess;
let metricsUrl = '';

beforeAll(async () => {
  ensureSiteBuild();
  api = await startFakeApi();
  site = await startServe({
    PORTAL_API_URL: api.url,
    PUBLIC_ORIGIN,
    METRICS_PORT: '0',
    SITE_MICRO_CACHE_MS: '3000',
    SHUTDOWN_TIMEOUT_MS: '4000',
  });
  metricsUrl = String((await site.waitForLog((l) => l.msg === 'metrics listening')).url);
});

afterAll(async () => {
  await site?.stop('SIGKILL');
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(site.url + path, { headers, redirect: 'manual' });
const accessLine = (requestId: string) => site.waitForLog((l) => l.requestId === requestId && l.msg === 'request completed', 10_000);

describe('probes', () => {
  it('answers /healthz 200 and /readyz 200 while the API answers, never cached, and keeps them out of the info log', async () => {
    const health = await get('/healthz', { 'x-request-id': 'probe-health' });
    expect(health.status).toBe(HTTP.ok);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await get('/readyz', { 'x-request-id': 'probe-ready' });
    expect(ready.status).toBe(HTTP.ok);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // A request logged after them: had the probes been logged at info, their lines would be there.
    await get('/robots.txt', { 'x-request-id': 'after-probes' });
    await accessLine('after-probes');
    expect(site.logs.some((l) => l.requestId === 'probe-health' || l.requestId === 'probe-ready')).toBe(false);
  });

  it('answers /readyz 503 while the API does not answer within a second, and 200 again when it does', async () => {
    api.hanging = true;
    try {
      const down = await get('/readyz');
      expect(down.status).toBe(HTTP.unavailable);
      expect(await down.json()).toEqual({ status: 'api-unavailable' });
      expect((await get('/healthz')).status).toBe(HTTP.ok);
    } finally {
      api.hanging = false;
    }
    expect((await get('/readyz')).status).toBe(HTTP.ok);
  });
});

describe('request ids and logs', () => {
  it('echoes the caller\'s x-request-id, logs one JSON line for the request without query values, and sends the id to the API', async () => {
    const before = api.calls.length;
    const res = await get('/escort?age_min=31&city=secret-place', { ...ADULT, 'x-request-id': 'e2e-listing-1' });
    expect(res.status).toBe(HTTP.ok);
    await res.text();
    expect(res.headers.get('x-request-id')).toBe('e2e-listing-1');

    const line = await accessLine('e2e-listing-1');
    expect(line.level).toBe('info');
    expect(line.req).toEqual({ method: 'GET', path: '/escort' });
    expect(line.res).toMatchObject({ status: HTTP.ok, bytes: expect.any(Number) as number });
    expect((line.res as { bytes: number }).bytes).toBeGreaterThan(1000);
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toMatch(/secret-place|age_min|=31/);
    // The page's API calls, by operation, with status and time.
    const upstream = line.upstream as Array<{ operation: string; status: number; durationMs: number }>;
    expect(upstream.map((c) => c.operation)).toContain(operationById.listProfiles.id);
    for (const call of upstream) {
      expect(call.status).toBe(HTTP.ok);
      expect(call.durationMs).toEqual(expect.any(Number));
    }
    // The API saw the same id on the server-side data calls.
    const made = api.calls.slice(before);
    expect(made.length).toBeGreaterThan(0);
    for (const call of made) expect(call.headers['x-request-id']).toBe('e2e-listing-1');
  });

  it('passes the id on through the /api proxy, and replaces an unsafe one with a generated id', async () => {
    const before = api.calls.length;
    const res = await get('/api/profile?per_page=1', { 'x-request-id': 'e2e-proxy-1' });
    expect(res.status).toBe(HTTP.ok);
    expect(res.headers.get('x-request-id')).toBe('e2e-proxy-1');
    expect(api.calls.slice(before).map((c) => c.headers['x-request-id'])).toEqual(['e2e-proxy-1']);
    expect(await accessLine('e2e-proxy-1')).toMatchObject({ operation: operationById.listProfiles.id, req: { method: 'GET', path: '/api/profile' }, res: { status: HTTP.ok } });

    const unsafe = 'x'.repeat(65);
    const generated = await get('/robots.txt', { 'x-request-id': unsafe });
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await accessLine(id!)).req).toEqual({ method: 'GET', path: '/robots.txt' });
    expect(site.logs.some((l) => JSON.stringify(l).includes(unsafe))).toBe(false);
  });
});

describe('metrics', () => {
  it('serves Prometheus metrics on METRICS_PORT: requests by route pattern, render time, API calls by operation, micro-cache hits, drift, process', async () => {
    // The same guest page twice: rendered once, then from the micro-cache.
    for (let i = 0; i < 2; i++) await (await get('/agencies', ADULT)).text();
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(HTTP.ok);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/escort",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/profile",status="200"\} [1-9]/m);
    // Raw paths with their values never become labels.
    expect(text).not.toContain('age_min');
    expect(text).toMatch(/^ssr_render_duration_seconds_count\{route="\/agencies"\} [1-9]/m);
    expect(text).toMatch(/^upstream_request_duration_seconds_count\{operation="listProfiles",status="200"\} [1-9]/m);
    expect(text).toContain('# TYPE upstream_errors_total counter');
    expect(text).toMatch(/^micro_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(text).toContain('# TYPE upstream_schema_drift_total counter');
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('CSRF defence in depth', () => {
  const login = (headers: Record<string, string>) =>
    fetch(`${site.url}${operationById.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email: 'member@demo.test', password: 'wrong-Pass-1' }) });

  it('refuses a state-changing API call from another origin with 403 before it reaches the API', async () => {
    const before = api.calls.length;
    const byOrigin = await login({ origin: OTHER_ORIGIN });
    expect(byOrigin.status).toBe(HTTP.forbidden);
    const byReferer = await login({ referer: `${OTHER_ORIGIN}/page` });
    expect(byReferer.status).toBe(HTTP.forbidden);
    const opaque = await login({ origin: 'null' });
    expect(opaque.status).toBe(HTTP.forbidden);
    expect(api.calls.slice(before)).toEqual([]);
  });

  it('passes the site\'s own state-changing calls and every origin\'s reads on to the API', async () => {
    const before = api.calls.length;
    const own = await login({ origin: PUBLIC_ORIGIN });
    expect(own.status).not.toBe(HTTP.forbidden);
    const ownByReferer = await login({ referer: `${PUBLIC_ORIGIN}/login` });
    expect(ownByReferer.status).not.toBe(HTTP.forbidden);
    const read = await fetch(`${site.url}/api/profile?per_page=1`, { headers: { origin: OTHER_ORIGIN } });
    expect(read.status).toBe(HTTP.ok);
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['POST', 'POST', 'GET']);
  });
});

describe('cross-origin resource policy', () => {
  it('keeps pages, public or private, to their own origin, and lets other sites load the assets and the embed', async () => {
    for (const path of ['/escort', '/client/favorites', '/nothing-here']) {
      const page = await get(path, ADULT);
      expect(page.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    const html = await (await get('/escort', ADULT)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await get(asset!)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/embed/portal-listing.js')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('the embed widget', () => {
  for (const file of ['portal-listing.js', 'portal-listing.mjs']) {
    it(`serves /embed/${file} with a short public cache, an ETag (304 when unchanged) and CORS`, async () => {
      const res = await get(`/embed/${file}`);
      expect(res.status).toBe(HTTP.ok);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(await res.text()).toContain('data-portal-listing');
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      // As a browser revalidates (fetch would add `cache-control: no-cache` itself, which forbids a 304).
      const again = await get(`/embed/${file}`, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
      expect(again.status).toBe(304); // Not Modified
    });
  }

  it('serves nothing else from the embed build', async () => {
    expect((await get('/embed/meta.json')).status).toBe(HTTP.notFound);
  });
});

it('never serves mock files: the MSW worker is not in the client build and answers 404', async () => {
  expect(existsSync(join(CLIENT_BUILD, 'mockServiceWorker.js'))).toBe(false);
  expect(existsSync(join(CLIENT_BUILD, 'favicon.svg'))).toBe(true);
  const res = await get('/mockServiceWorker.js');
  expect(res.status).toBe(HTTP.notFound);
  expect(await res.text()).not.toContain('Mock Service Worker');
});

/** A GET on its own connection, with the status and whole body, or the connection error. */
function slowGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A keep-alive connection that made one request and is now idle; resolves `closed` when the server closes it. */
async function idleKeepAlive(url: string): Promise<{ closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let received = '';
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (c: Buffer) => {
      received += c.toString();
      if (received.includes('{"status":"ok"}')) resolve();
    });
    socket.once('error', reject);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  });
  return { closed };
}

it('on SIGTERM finishes the request in flight, closes idle keep-alive connections, refuses new ones and exits 0', async () => {
  api.slowMs = 1500;
  const idle = await idleKeepAlive(site.url);
  const inFlight = slowGet(site.url + SLOW_PATH);
  await expect.poll(() => api.calls.some((c) => c.url === SLOW_PATH)).toBe(true);
  process.kill(site.pid, 'SIGTERM');
  await site.waitForLog((l) => l.msg === 'draining');
  await expect(slowGet(`${site.url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await inFlight).toEqual({ status: HTTP.ok, body: '{"slow":true}' });
  await idle.closed;
  expect(await site.exited).toBe(0);
  // Drained, not cut at SHUTDOWN_TIMEOUT_MS (shorter than Node's 5 s keep-alive: an idle socket left open would have held the close).
  const stopped: LogLine = await site.waitForLog((l) => l.msg === 'stopped');
  expect(stopped.result).toBe('drained');
});

describe('the server bundle', () => {
  it("runs React Router's production build, not the development build Node would resolve from the package", () => {
    const dir = join(SERVE_ENTRY, '..');
    const files = [SERVE_ENTRY, join(dir, 'prod.js'), ...readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => join(dir, 'assets', f))];
    const code = files.map((file) => readFileSync(file, 'utf8'));
    expect(code.filter((text) => /from\s*["']react-router["']/.test(text))).toEqual([]);
    expect(code.some((text) => text.includes('react-router/dist/production/'))).toBe(true);
    expect(code.some((text) => text.includes('react-router/dist/development/'))).toBe(false);
  });
});
