import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import { startMockHttpServer } from '../../mocks/http/server';
import type { MockHttpServer } from '../../mocks/http/server';
import { DESKTOP_USER_AGENT as USER_AGENT } from './support/chromium';
import { setUpSiteSession } from './support/site-session';

/**
 * Server faults: the API host is down when the site starts, then answers wrongly, then
 * comes back. The SSR server keeps answering all along, with the error page and a gateway status
 * where data is missing, and recovers without a restart.
 */
/** Pages that need the API for their content, and one that does not. */
const DATA_PAGES = ['/', '/escort', '/agencies', '/de/escort'];
const STATIC_PAGE = '/login';

let apiPort = 0;
let api: MockHttpServer | null = null;

/** A loopback port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const page = (path: string) =>
  fetch(session.site.url + path, { headers: { 'user-agent': USER_AGENT, cookie: `${COOKIE_NAMES.ageConfirmed}=1` }, redirect: 'manual' });

async function expectErrorPage(path: string, status: number, text: string): Promise<void> {
  const res = await page(path);
  const html = await res.text();
  expect(res.status, path).toBe(status);
  expect(res.headers.get('cache-control'), path).toContain('no-store');
  expect(res.headers.get('content-security-policy'), path).toContain('nonce-');
  expect(html, path).toContain(text);
  // No internals leak: no stack trace, no error class, no API address.
  expect(html, path).not.toMatch(/\bat [\w.<>]+ \(|NetworkError|ECONNREFUSED/);
  expect(html, path).not.toContain(`127.0.0.1:${apiPort}`);
}

// The API's port is chosen before the site starts (hooks run in the order they are set up), and
// the API closes after the site has stopped.
beforeAll(async () => {
  apiPort = await freePort();
});

afterAll(async () => {
  await api?.close();
});

const session = setUpSiteSession({ env: () => ({ PORTAL_API_URL: `http://127.0.0.1:${apiPort}` }) });

it('answers 503 with a translated error page while the API host is down, and 200 once it is back, without a restart', async () => {
  // Down at start: data pages say so with 503 and a way to try again; pages without data still work.
  for (const path of DATA_PAGES) await expectErrorPage(path, HTTP.unavailable, path.startsWith('/de') ? de.errors.server : en.errors.server);
  expect((await page(STATIC_PAGE)).status).toBe(HTTP.ok);
  const proxied = await page('/api/profile');
  expect(proxied.status).toBe(HTTP.badGateway);
  // The proxy's own 502, like every 5xx: never stored, and when to try again.
  expect(proxied.headers.get('cache-control')).toBe('no-store');
  expect(Number(proxied.headers.get('retry-after'))).toBeGreaterThan(0);
  const sitemap = await page('/sitemap-en.xml');
  expect(sitemap.status).toBe(HTTP.unavailable);
  expect(sitemap.headers.get('cache-control')).toBe('no-store');
  expect(Number(sitemap.headers.get('retry-after'))).toBeGreaterThan(0);

  // In the browser: the error page with its retry link, no uncaught error.
  const context = await session.context();
  const tab = await context.newPage();
  const pageErrors: string[] = [];
  tab.on('pageerror', (e) => pageErrors.push(e.message));
  await tab.goto(`${session.site.url}/escort?age_min=30`, { waitUntil: 'networkidle' });
  expect(await tab.getByRole('heading', { level: 1, name: en.pages.error.title }).isVisible()).toBe(true);
  expect(await tab.getByText(en.errors.server).isVisible()).toBe(true);
  const retry = tab.getByRole('link', { name: en.common.retry });
  expect(new URL((await retry.getAttribute('href'))!, session.site.url).href).toBe(`${session.site.url}/escort?age_min=30`);

  // The API comes up on the same address: the same pages answer 200, and the retry link works.
  api = await startMockHttpServer({ port: apiPort });
  for (const path of DATA_PAGES) expect((await page(path)).status, path).toBe(HTTP.ok);
  expect((await page('/api/profile')).status).toBe(HTTP.ok);
  await retry.click();
  await tab.waitForURL(`${session.site.url}/escort?age_min=30`);
  await expect.poll(() => tab.getByRole('heading', { level: 1, name: en.categories.escort.title }).isVisible()).toBe(true);
  expect(await tab.locator('main article').count()).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('answers 502 while the API answers wrongly (server errors, cut-off bodies, schema violations), then recovers', async () => {
  api ??= await startMockHttpServer({ port: apiPort });
  const scenario = (name: string) => fetch(`${api!.url}/__mock/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenarios: name }) });
  try {
    for (const name of ['down', 'malformed', 'schema-violation']) {
      expect((await scenario(name)).ok, name).toBe(true);
      for (const path of ['/escort', '/agencies']) await expectErrorPage(path, HTTP.badGateway, en.errors.server);
    }
  } finally {
    await scenario('');
  }
  for (const path of DATA_PAGES) expect((await page(path)).status, path).toBe(HTTP.ok);
});
