import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { operationById } from '../../schemas/operations';
import { COOKIE_NAMES, parseCookies } from '../../sdk/session';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import { startMockHttpServer } from '../../mocks/http/server';
import type { MockHttpServer } from '../../mocks/http/server';
import { DEMO_ACCOUNTS } from '../../mocks/seed';
import { DESKTOP_USER_AGENT as USER_AGENT } from './support/chromium';
import { startFakeApi } from './support/fake-api';
import type { FakeApi } from './support/fake-api';
import { whenHydrated } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * The site in front of an API that hangs, crawls, refuses or ends
 * sessions, and visitors who edit their cookies. A real site process talks to a fake API host
 * (support/fake-api.ts) that forwards to the mock backend unless told to misbehave.
 */
const DEADLINE_MS = 3_000;
/** Bound on a test's own request: a site without a deadline would hang here. */
const CLIENT_PATIENCE_MS = DEADLINE_MS + 8_000;
const API_PATHS = (path: string) => path.startsWith('/api/');

let mock: MockHttpServer;
let api: FakeApi;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
  api = await startFakeApi(mock.url);
});

afterAll(async () => {
  await api?.close();
  await mock?.close();
});

// Set up after the fake API's hooks: the site starts in front of it and stops before it. Chromium
// starts with the one browser test.
const session = setUpSiteSession({ env: () => ({ PORTAL_API_URL: api.url, SSR_DATA_TIMEOUT_MS: String(DEADLINE_MS) }), launchBrowser: false });

afterEach(() => api.behave({ kind: 'forward' }));

const AGE = `${COOKIE_NAMES.ageConfirmed}=1`;

function page(path: string, cookie = AGE, signal?: AbortSignal): Promise<Response> {
  return fetch(session.site.url + path, {
    headers: { 'user-agent': USER_AGENT, cookie },
    redirect: 'manual',
    signal: signal ?? AbortSignal.timeout(CLIENT_PATIENCE_MS),
  });
}

/** Polls `read` until it gives `want` (or gives up after `ms`), returning the last value. */
async function settle<T>(read: () => T, want: T, ms: number): Promise<T> {
  const until = Date.now() + ms;
  let value = read();
  while (value !== want && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

async function expectErrorPage(res: Response, status: number, text: string): Promise<void> {
  const html = await res.text();
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toContain('no-store');
  expect(html).toContain(text);
  expect(html).not.toMatch(/\bat [\w.<>]+ \(|AbortError|DataDeadlineError/);
  expect(html).not.toContain(api.url);
}

/** The session cookies of a demo account, the user cookie as login writes it (optionally edited). */
async function sessionCookie(account: keyof typeof DEMO_ACCOUNTS, edit: Record<string, unknown> = {}): Promise<string> {
  const { token } = DEMO_ACCOUNTS[account];
  const me = await fetch(`${mock.url}/api/token-check`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await me.json()) as { data: Record<string, unknown> };
  const { token: _inUser, ...user } = data;
  return `${AGE}; ${COOKIE_NAMES.token}=${token}; ${COOKIE_NAMES.user}=${encodeURIComponent(JSON.stringify({ ...user, ...edit }))}`;
}

function expectSessionCleared(res: Response): void {
  const cleared = res.headers.getSetCookie();
  for (const name of [COOKIE_NAMES.token, COOKIE_NAMES.user]) {
    const cookie = cleared.find((c) => c.startsWith(`${name}=`));
    expect(cookie, `${name} cookie expired`).toMatch(/Max-Age=0/);
    expect(parseCookies(cookie)[name]).toBe('');
  }
}

describe('a hung or slow API', () => {
  it('answers 504 with the translated error page once the data deadline passes, and lets go of the API socket', async () => {
    api.behave({ kind: 'hung' }, API_PATHS);
    await expectErrorPage(await page('/escort'), HTTP.gatewayTimeout, en.errors.server);
    await expectErrorPage(await page('/de/escort'), HTTP.gatewayTimeout, de.errors.server);
    expect(await settle(() => api.stalledConnections(), 0, 1_000)).toBe(0);
  });

  it('answers 504 when the API sends its headers and then stalls the body', async () => {
    api.behave({ kind: 'stalled-body' }, API_PATHS);
    await expectErrorPage(await page('/escort'), HTTP.gatewayTimeout, en.errors.server);
    expect(await settle(() => api.stalledConnections(), 0, 1_000)).toBe(0);
  });

  it('waits for an API that is slow but within the deadline', async () => {
    api.behave({ kind: 'slow', ms: DEADLINE_MS / 4 }, API_PATHS);
    expect((await page('/escort')).status).toBe(HTTP.ok);
  });

  it('holds no socket to the API after visitors leave before the page is sent', async () => {
    api.behave({ kind: 'hung' }, API_PATHS);
    const visits = Array.from({ length: 20 }, async () => {
      const leave = new AbortController();
      const visit = page('/escort', AGE, leave.signal).catch(() => null);
      await settle(() => api.stalledConnections() > 0, true, 1_000);
      leave.abort();
      return visit;
    });
    await Promise.all(visits);
    // Well before the data deadline would end them: the visitor leaving is what closed them.
    expect(await settle(() => api.stalledConnections(), 0, DEADLINE_MS / 2)).toBe(0);
  });
});

describe('the page status of an API answer', () => {
  it.each([
    [400, HTTP.badGateway], [403, HTTP.forbidden], [404, HTTP.notFound], [409, HTTP.badGateway], [410, HTTP.notFound],
    [422, HTTP.badGateway], [500, HTTP.badGateway],
  ])('API %i -> page %i, never 500', async (apiStatus, pageStatus) => {
    api.behave({ kind: 'status', status: apiStatus }, API_PATHS);
    const res = await page('/escort');
    expect(res.status).toBe(pageStatus);
    const html = await res.text();
    if (pageStatus === HTTP.forbidden) expect(html).toContain(en.errors.forbidden);
    if (pageStatus === HTTP.notFound) expect(html).toContain(en.pages.notFound.title);
    if (pageStatus === HTTP.badGateway) expect(html).toContain(en.errors.server);
  });

  it.each([408, 425, 429, 503])('API %i -> page 503 with Retry-After', async (apiStatus) => {
    api.behave({ kind: 'status', status: apiStatus }, API_PATHS);
    const res = await page('/escort');
    await expectErrorPage(res, HTTP.unavailable, en.errors.server);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("passes on the API's own Retry-After", async () => {
    api.behave({ kind: 'status', status: HTTP.unavailable, headers: { 'retry-after': '120' } }, API_PATHS);
    const res = await page('/escort');
    expect([res.status, res.headers.get('retry-after')]).toEqual([HTTP.unavailable, '120']);
  });

  it.each(['/client/favorites', '/client/notification', '/de/client/favorites'])(
    'API 401 on %s: the session cookies are cleared and the visitor goes to the localized login, then back',
    async (path) => {
      api.behave({ kind: 'status', status: HTTP.unauthorized }, API_PATHS);
      const res = await page(path, await sessionCookie('member'));
      expect(res.status).toBe(HTTP.found);
      const location = new URL(res.headers.get('location')!, session.site.url);
      expect(location.origin).toBe(session.site.url);
      expect(location.pathname).toBe(path.startsWith('/de/') ? '/de/login' : '/login');
      expect(location.searchParams.get('redirect')).toBe(path);
      expectSessionCleared(res);
    },
  );
});

describe('a member who edits the role in the user cookie', () => {
  it('is let into the own area with the cookie as login wrote it', async () => {
    expect((await page('/client/favorites', await sessionCookie('member'))).status).toBe(HTTP.ok);
    expect((await page('/profile/create-profile', await sessionCookie('model'))).status).toBe(HTTP.ok);
  });

  it.each([
    ['BUSSINESS', ['/business/create-business', '/business/profile', '/business/payments']],
    ['INDIVIDUAL', ['/profile', '/profile/create-profile', '/profile_webcam/payments']],
  ])('claiming %s gets no page of that area: no session (cleared), the login page', async (role, paths) => {
    const cookie = await sessionCookie('member', { role });
    for (const path of paths) {
      const res = await page(path, cookie);
      expect(res.status, path).toBe(HTTP.found);
      expect(new URL(res.headers.get('location')!, session.site.url).pathname, path).toBe('/login');
      expectSessionCleared(res);
    }
  });
});

describe('after hydration', () => {
  it('an expired session on a client navigation leads to the login page with the cookies gone, not to an error page', async () => {
    const context = await (await session.browser()).newContext({ userAgent: USER_AGENT });
    const jar = parseCookies(await sessionCookie('member'));
    await context.addCookies(Object.entries(jar).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: session.site.url })));
    const tab = await context.newPage();
    // The page's start-up token check (§4) answers before the token expires: a check refused
    // later would be a different story (the expired notice on this page).
    const checked = tab.waitForResponse((r) => new URL(r.url()).pathname === operationById.checkToken.path);
    await tab.goto(`${session.site.url}/client/notification`, { waitUntil: 'networkidle' });
    await whenHydrated(tab);
    expect((await checked).status()).toBe(HTTP.ok);

    // The token expires while the page is open: the next page's data call is refused.
    api.behave({ kind: 'status', status: HTTP.unauthorized }, API_PATHS);
    await tab.getByRole('link', { name: en.pages.client.favorites }).first().click();
    await tab.waitForURL((url) => url.pathname === '/login');
    expect(new URL(tab.url()).searchParams.get('redirect')).toBe('/client/favorites');
    await whenHydrated(tab);
    expect(await tab.getByRole('heading', { level: 1, name: en.pages.error.title }).count()).toBe(0);
    const names = (await context.cookies(session.site.url)).map((c) => c.name);
    expect(names).not.toContain(COOKIE_NAMES.token);
    expect(names).not.toContain(COOKIE_NAMES.user);
    await context.close();
  });
});
