import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer } from '../../../mocks/http/server';
import type { MockHttpServer } from '../../../mocks/http/server';
import { DEMO_ACCOUNTS } from '../../../mocks/seed/demo-accounts';
import { loginFormFallback } from '../../../ui/site/server/login-fallback';

/** The login form posted without script is handled by the server, not dropped. */
let mock: MockHttpServer;
let server: Server;
let site: string;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  const app = express();
  app.use(loginFormFallback({ apiUrl: mock.url, siteOrigin: 'http://site.test', fetch: () => (request) => fetch(request) }));
  app.use((_req, res) => res.status(418).end());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await mock.close();
});

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = { origin: 'http://site.test' }) =>
  fetch(`${site}${path}`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
  });

describe('loginFormFallback', () => {
  it.each([
    ['/%E3%80%82', '/%E3%80%82'],
    ['/caf%C3%A9', '/caf%C3%A9'],
  ])('logs in and redirects to a target with characters outside ASCII (%s), percent-encoded, never a 500', async (redirect, location) => {
    const res = await post(`/login?redirect=${redirect}`, { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('logs in, writes the session cookies and goes where the guard came from', async () => {
    const res = await post('/de/login?redirect=%2Fde%2Fclient%2Freview', { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/client/review');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^token=[^;]+; Path=\//.test(c))).toBe(true);
    expect(cookies.find((c) => c.startsWith('user='))).not.toMatch(/Max-Age/);
  });

  it('keeps a remembered login for 7 days and goes to the role’s area without a redirect', async () => {
    const res = await post('/login', { email: DEMO_ACCOUNTS.model.email, password: DEMO_ACCOUNTS.model.password, remember: 'on' });
    expect(res.headers.get('location')).toBe('/profile');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('token='))).toMatch(/Max-Age=604800/);
  });

  it('sends a wrong password back to the login page with its reason, keeping the redirect, and sets nothing', async () => {
    const res = await post('/ru/login?redirect=%2Fru%2Fclient%2Ffavorites', { email: DEMO_ACCOUNTS.member.email, password: 'not-the-password' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ru/login?redirect=%2Fru%2Fclient%2Ffavorites&login_error=wrong-password');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('names a missing e-mail or password without asking the API', async () => {
    expect((await post('/login', { email: 'nope', password: 'x' })).headers.get('location')).toBe('/login?login_error=email');
    expect((await post('/login', { email: DEMO_ACCOUNTS.member.email, password: '' })).headers.get('location')).toBe('/login?login_error=password');
  });

  it('refuses a login form posted from another site (login CSRF) and leaves other pages’ posts alone', async () => {
    const forged = await post('/login', { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await post('/feedback', { message: 'hi' })).status).toBe(418);
  });
});
