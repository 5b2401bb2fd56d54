import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { AGE_CONFIRM_PATH } from '../../ui/site/shell/age-gate-state';
import enAuth from '../../sdk/i18n/sections/auth/en';
import { setUpSiteSession } from './support/site-session';

/**
 * Security and caching headers of the production server, and the CSP proven in Chromium: every
 * inline script carries the response's nonce and the pages run without a single CSP violation.
 */
// Most of it is plain HTTP: Chromium starts with the first browser test.
const session = setUpSiteSession({ launchBrowser: false });
let memberCookie = '';
let profilePath = '';
const LISTING = '/escort';
const get = (path: string, init: RequestInit = {}) => fetch(session.site.url + path, { redirect: 'manual', ...init });

beforeAll(async () => {
  memberCookie = session.cookieHeader(await session.logIn('member'));
  const list = (await (await get('/api/profile?per_page=1', { headers: { accept: 'application/json' } })).json()) as { data: Array<{ slug: string }> };
  profilePath = `/escort/${list.data[0]!.slug}`;
}, 300_000);

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...v]) => [name!, v]));

describe('security headers', () => {
  it.each(['/', LISTING, '/de/escort', 'PROFILE', '/this-page-does-not-exist'])('%s carries the full set with a nonce-based CSP', async (raw) => {
    const path = raw === 'PROFILE' ? profilePath : raw;
    const res = await get(path);
    expect([HTTP.ok, HTTP.notFound]).toContain(res.status);
    const csp = res.headers.get('content-security-policy') ?? '';
    const d = directives(csp);
    const scripts = d.get('script-src') ?? [];
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'interest-cohort=()']) expect(permissions).toContain(feature);

    // Every inline script (payload, bootstrap, streaming) carries exactly this response's nonce.
    const html = await res.text();
    const nonce = nonceOf(csp);
    const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(tags.length).toBeGreaterThan(0);
    for (const attrs of tags) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it('chooses a fresh random nonce for every response', async () => {
    const nonces = await Promise.all(Array.from({ length: 8 }, async () => nonceOf((await get('/')).headers.get('content-security-policy') ?? '')));
    expect(new Set(nonces).size).toBe(8);
    for (const n of nonces) expect(Buffer.from(n!, 'base64').length).toBeGreaterThanOrEqual(16);
  });

  it('static files and robots.txt get the same protective headers', async () => {
    for (const path of ['/robots.txt', '/favicon.svg']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('caching', () => {
  it('guest pages are shareable and vary by cookie (the 18+ choice changes the page)', async () => {
    for (const path of ['/', LISTING, profilePath]) {
      const res = await get(path);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(res.headers.get('vary') ?? '', path).toMatch(/Cookie/);
      expect(res.headers.get('vary') ?? '', path).toMatch(/Accept-Encoding/);
    }
  });

  it('signed-in pages are never stored', async () => {
    for (const path of ['/', LISTING, profilePath]) {
      const res = await get(path, { headers: { cookie: memberCookie } });
      expect(res.status, path).toBe(HTTP.ok);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('redirects are not stored and 404s only briefly', async () => {
    const redirect = await get('/business/edit');
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(redirect.status).toBeLessThan(400);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    const missing = await get('/no-such-page-at-all');
    expect(missing.status).toBe(HTTP.notFound);
    const maxAge = Number(/s-maxage=(\d+)/.exec(missing.headers.get('cache-control') ?? '')?.[1] ?? 0);
    expect(maxAge).toBeLessThanOrEqual(10);
  });
});

describe('cookies', () => {
  const confirm = (headers: Record<string, string> = {}) =>
    get(AGE_CONFIRM_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'return=%2Fescort' });

  it('the 18+ form sets a SameSite=Lax cookie, not Secure over plain HTTP', async () => {
    const res = await confirm();
    expect(res.status).toBe(303);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('and Secure behind an HTTPS proxy on loopback (X-Forwarded-Proto)', async () => {
    const cookie = (await confirm({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });
});

describe('in Chromium with the CSP', () => {
  it.each(['/', LISTING, 'PROFILE'])('%s runs without CSP violations', async (raw) => {
    const page = await (await session.browser()).newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp = [...((window as unknown as { __csp?: string[] }).__csp ?? []), `${e.violatedDirective} ${e.blockedURI}`];
      });
    });
    const path = raw === 'PROFILE' ? profilePath : raw;
    await page.goto(session.site.url + path, { waitUntil: 'networkidle' });
    // Hydrated: the client router took over (React attaches its root), so the bootstrap module ran.
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')) || !!document.querySelector('[data-hydrated]'), null, { timeout: 15_000 }).catch(() => undefined);
    const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    await page.close();
    // zod probes `new Function` once to decide whether it may compile validators; the CSP blocks
    // it (no 'unsafe-eval', as intended) and zod falls back. That probe is the only allowed report.
    const violations = reported.filter((v) => v !== 'script-src eval');
    expect([...problems.filter((p) => !/unsafe-eval/.test(p)), ...violations]).toEqual([]);
  }, 60_000);
});

describe('forms sent before the app takes over', () => {
  it('post, so a password never lands in a URL, and the page loads again', async () => {
    // No JavaScript at all: the form is what the server rendered.
    const context = await (await session.browser()).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) posted.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${session.site.url}/login`);
    await page.getByLabel(enAuth.login.email, { exact: true }).fill('member@demo.test');
    await page.getByLabel(enAuth.login.password, { exact: true }).fill('Secret-pass-9');
    await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
    // Back on /login (with the reason in the query: the server tried the login), the password in no URL.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(posted).toContain(`POST ${session.site.url}/login`);
    expect(posted.join(' ')).not.toContain('Secret-pass-9');
    expect(page.url()).not.toContain('Secret-pass-9');
    expect(await page.getByRole('alert').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: enAuth.login.submit, exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('a POST to a page answers 303 to the same page and reads no body; other methods 405', async () => {
    // Any page but /login (which logs in without JavaScript).
    const posted = await get('/escort?page=2', { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.test&password=x' });
    expect(posted.status).toBe(HTTP.seeOther);
    expect(posted.headers.get('location')).toBe('/escort?page=2');
    expect(posted.headers.get('cache-control')).toContain('no-store');
    expect((await get('/login', { method: 'DELETE', headers: { accept: 'text/html' } })).status).toBe(405);
  });
});
