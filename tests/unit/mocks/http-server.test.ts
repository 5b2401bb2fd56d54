import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, CROSS_ORIGIN_REQUEST_HEADERS } from '../../../schemas';
import { startMockHttpServer, type MockHttpServer } from '../../../mocks/http/server';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';

type PackageJson = { scripts: { 'mock-api': string } };

/** The same handlers over real HTTP on 127.0.0.1 (no MSW interception in this file). */
let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await mock.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('startMockHttpServer', () => {
  it('listens on 127.0.0.1 only, on the ephemeral port it was given', () => {
    const address = mock.server.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    expect(address.port).toBeGreaterThan(0);
    expect(mock.url).toBe(`http://127.0.0.1:${address.port}`);
  });

  it('refuses to listen beyond loopback', async () => {
    await expect(startMockHttpServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('answers API calls with JSON, and a token from login works on later calls', async () => {
    const countries = await fetch(`${mock.url}/api/country`);
    expect([countries.status, countries.headers.get('x-mock-operation')]).toEqual([200, 'listCountries']);
    expect(((await countries.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(10);
    const login = await post('/api/login', { email: DEMO_ACCOUNTS.model.email, password: DEMO_ACCOUNTS.model.password });
    const { data } = (await login.json()) as { data: { token: string } };
    const me = await fetch(`${mock.url}/api/token-check`, { headers: { Authorization: `Bearer ${data.token}` } });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO_ACCOUNTS.model.email);
  });

  it('serves placeholders, answers CORS preflights and unknown paths', async () => {
    const svg = await fetch(`${mock.url}/media/placeholder/p1-0/600x800/MI.svg`);
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await svg.text()).toMatch(/^<svg [^>]*width="600" height="800"/);
    const preflight = await fetch(`${mock.url}/api/login`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:3000' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, 'http://127.0.0.1:3000']);
    // What the SDK's README says a page on another origin may send (X-Partner, X-Request-Id...), the preflight allows.
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(CROSS_ORIGIN_REQUEST_HEADERS.map((h) => h.toLowerCase())));
    const missing = await fetch(`${mock.url}/api/nothing-here`);
    expect([missing.status, await missing.json()]).toEqual([404, { message: API_MESSAGES.pageNotFound }]);
  });

  it('POST /__mock/reset brings back the seeded state', async () => {
    const account = { email: 'reset.me@example.test', password: 'Secret-pass-9' };
    await post('/api/user', { ...account, nickname: 'reset_me', password_confirmation: account.password, country_id: 1, newsletter: false, terms: true, role: 'MEMBER' });
    expect((await post('/api/login', account)).status).toBe(200);
    const reset = await post('/__mock/reset', {});
    expect(reset.status).toBe(200);
    const refused = await post('/api/login', account);
    expect([refused.status, await refused.json()]).toEqual([401, { message: API_MESSAGES.wrongPassword }]);
  });
});

describe('npm run mock-api', () => {
  it('starts on PORT and stops cleanly on SIGTERM', async () => {
    // What `npm run mock-api` runs, on this Node: one process with tsx as a loader, so the signal
    // reaches the server itself (the tsx CLI puts a parent in between that kills a child which does
    // not acknowledge a signal within 30 ms: exit 143 on a busy machine).
    const [command, ...args] = (JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson).scripts['mock-api'].split(' ');
    expect(command).toBe('node');
    const child = spawn(process.execPath, args, { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited early (${code}): ${out}`)));
    });
    expect((await fetch(`${url}/__mock/health`)).status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 30_000);
});
