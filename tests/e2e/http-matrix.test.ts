import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, HTTP, LOCALES, LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale, Role } from '../../schemas/constants';
import { LOGIN_REDIRECT_PARAM, ROUTES, localizePath, routePath } from '../../sdk/routes';
import type { RouteDef } from '../../sdk/routes';
import { serializeCookie, sessionCookies } from '../../sdk/session';
import { inBatches, startSite } from './site-server';
import type { RunningSite } from './site-server';

/**
 * The production server over plain HTTP: every route of §2 in every language, the guard of §5
 * for a guest and each role, 404s, robots.txt and the sitemaps.
 */
let site: RunningSite;
const ids: Record<string, string> = {};
const DEMO_PASSWORD = 'Demo-pass-1';
const ACCOUNTS: Record<Role, string> = { MEMBER: 'member@demo.test', INDIVIDUAL: 'model@demo.test', BUSSINESS: 'business@demo.test' };
const cookies: Partial<Record<Role, string>> = {};

const get = (path: string, init: RequestInit = {}) => fetch(site.url + path, { redirect: 'manual', ...init });
const api = async <T>(path: string): Promise<T> => {
  const res = await get(path, { headers: { accept: 'application/json' } });
  expect(res.status, path).toBe(HTTP.ok);
  return (await res.json()) as T;
};

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

/** The real slug or id for a param of a route (from the mock API). */
const paramValue = (route: RouteDef, name: string) => ids[`${route.id}:${name}`] ?? ids[name] ?? '';

/** A concrete path of a route, with real slugs and ids from the mock API. */
function pathOf(route: RouteDef, locale: Locale): string {
  const params = Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, paramValue(route, name!)]));
  return routePath(route.id as 'home', params as never, locale);
}

/** Upper-case static segments and language prefix (params as they are) and a trailing slash: still the same page (§2). */
function shouted(route: RouteDef, locale: Locale): string {
  const upper = route.pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(paramValue(route, segment.slice(1))) : segment.toUpperCase()))
    .join('/');
  const path = localizePath(upper || '/', locale).replace(/^\/[a-z]{2}(?=\/|$)/, (prefix) => prefix.toUpperCase());
  return path.endsWith('/') ? path : `${path}/`;
}

const PUBLIC = ROUTES.filter((r) => r.area === 'public');
const PRIVATE = ROUTES.filter((r) => r.area !== 'public');

beforeAll(async () => {
  site = await startSite();
  type List = { data: Array<{ id: number; slug: string }> };
  const profile = (await api<List>('/api/profile?per_page=1')).data[0]!;
  const webcam = (await api<List>('/api/profile?per_page=1&category=web_cam')).data[0]!;
  ids.slug = profile.slug;
  ids.id = String(profile.id);
  ids['web-cam-detail:slug'] = webcam.slug;
  const types = { 'agency-detail': 'agencies', 'massage-salon-detail': 'massage_salons', 'strip-club-detail': 'strip_club', 'studio-sex-detail': 'studio_sex' };
  for (const [route, type] of Object.entries(types)) {
    const business = (await api<List>(`/api/business?per_page=1&type=${type}`)).data[0]!;
    ids[`${route}:slug`] = business.slug;
    if (type === 'agencies') ids['agency-by-id:id'] = String(business.id);
  }
  for (const [role, email] of Object.entries(ACCOUNTS) as Array<[Role, string]>) {
    const res = await get('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(res.status, `login ${email}`).toBe(HTTP.ok);
    const { data } = (await res.json()) as { data: { token: string; user: Parameters<typeof sessionCookies>[0]['user'] } };
    cookies[role] = sessionCookies({ token: data.token, user: data.user, remember: false }, { secure: false })
      .filter((c) => c.maxAge !== 0)
      .map((c) => serializeCookie(c).split(';')[0])
      .join('; ');
  }
});

afterAll(async () => {
  await site?.stop();
});

describe.each(LOCALES)('public routes in %s', (locale) => {
  it('answer 200 with the language and its hreflang set, also upper-case and with a trailing slash', async () => {
    const requests = PUBLIC.flatMap((route) => [pathOf(route, locale), shouted(route, locale)].map((path) => ({ route, path })));
    await inBatches(requests, 8, async ({ route, path }) => {
      const res = await get(path, { headers: { accept: 'text/html' } });
      const html = await res.text();
      expect(res.status, path).toBe(HTTP.ok);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(htmlLang(html), path).toBe(LOCALE_BCP47[locale]);
      const alternates = hreflangs(html);
      const canonical = pathOf(route, 'en');
      expect(Object.keys(alternates).sort(), path).toEqual([...LOCALES.map((l) => LOCALE_BCP47[l]), 'x-default'].sort());
      for (const l of LOCALES) expect(alternates[LOCALE_BCP47[l]], path).toBe(site.url + localizePath(canonical, l));
      expect(alternates['x-default'], path).toBe(site.url + canonical);
      expect(html, path).toContain(`<link rel="canonical" href="${site.url}${pathOf(route, locale)}"/>`);
    });
  });

  it('send a guest from every private page to login, with the way back', async () => {
    await inBatches(PRIVATE, 8, async (route) => {
      const path = pathOf(route, locale);
      const res = await get(path);
      expect(res.status, path).toBe(HTTP.found);
      const back = new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: path });
      expect(res.headers.get('location'), path).toBe(`${routePath('login', {}, locale)}?${back}`);
    });
  });

  it.each(Object.keys(ACCOUNTS) as Role[])('let %s into its own area only, and never back to login', async (role) => {
    const own = { MEMBER: 'client', INDIVIDUAL: 'profile', BUSSINESS: 'business' }[role];
    const home = routePath('home', {}, locale);
    await inBatches([...PRIVATE, ROUTES.find((r) => r.id === 'login')!], 8, async (route) => {
      const path = pathOf(route, locale);
      const res = await get(path, { headers: { cookie: cookies[role]! } });
      if (route.area === own) {
        expect(res.status, `${role} ${path}`).toBe(HTTP.ok);
        expect(htmlLang(await res.text())).toBe(LOCALE_BCP47[locale]);
      } else {
        expect(res.status, `${role} ${path}`).toBe(HTTP.found);
        expect(res.headers.get('location'), `${role} ${path}`).toBe(home);
      }
    });
  });
});

describe('not found', () => {
  it.each([
    ['/no/such/page', 'en'],
    ['/de/escort/a/b', 'de'],
    ['/xx/escort', 'en'],
    ['/agency/abc', 'en'],
    ['/client', 'en'],
    ['/ru/escort/no-such-profile-zz', 'ru'],
    ['/agencies/no-such-agency-zz', 'en'],
    ['/el/agency/999999999', 'el'],
  ] as const)('%s answers 404 with the Page Not Found page in its language', async (path, locale) => {
    const res = await get(path);
    const html = await res.text();
    expect(res.status).toBe(HTTP.notFound);
    expect(htmlLang(html)).toBe(LOCALE_BCP47[locale]);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain(`href="${routePath('home', {}, locale)}"`);
    if (locale === 'en') {
      expect(html).toContain(`<h1 id="not-found-title">${API_MESSAGES.pageNotFound}</h1>`);
      expect(html).toContain(`The page ${path} does not exist`);
      expect(html).toContain('>Go to home page</a>');
    }
  });

  it('shows the requested path as text, never as markup', async () => {
    const res = await get('/nope/%3Cimg%20src=x%20onerror=alert(1)%3E');
    const html = await res.text();
    expect(res.status).toBe(HTTP.notFound);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('The page /nope/%3Cimg%20src=x%20onerror=alert(1)%3E does not exist');
  });
});

describe('site files and the proxy', () => {
  it('serves robots.txt pointing to the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(HTTP.ok);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('serves a sitemap index with one sitemap per language, each listing pages and profiles', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(HTTP.ok);
    expect(index.headers.get('content-type')).toContain('xml');
    const xml = await index.text();
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${site.url}/sitemap-${locale}.xml</loc>`);
    for (const locale of ['en', 'cz'] as const) {
      const res = await get(`/sitemap-${locale}.xml`);
      expect(res.status).toBe(HTTP.ok);
      const body = await res.text();
      expect(body).toContain(`<loc>${site.url}${routePath('escort-list', {}, locale)}</loc>`);
      expect(body).toContain(`<loc>${site.url}${routePath('escort-profile', { slug: ids.slug! }, locale)}</loc>`);
      expect(body).not.toContain('/login<');
    }
    expect((await get('/sitemap-xx.xml')).status).toBe(HTTP.notFound);
  });

  it('passes /api through with status and body, and keeps /api/user a page for browsers', async () => {
    const missing = await get('/api/profile/999999999', { headers: { accept: 'application/json' } });
    expect(missing.status).toBe(HTTP.notFound);
    expect(missing.headers.get('content-type')).toContain('application/json');
    const page = await get('/api/user', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(HTTP.ok);
    expect(htmlLang(await page.text())).toBe('en');
    expect((await get('/api/../etc/passwd')).status).not.toBe(HTTP.ok);
  });

  it('serves hashed assets as immutable and the build id as always fresh', async () => {
    const latest = await get('/builds/latest.json');
    expect(latest.status).toBe(HTTP.ok);
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const { id } = (await latest.json()) as { id: string };
    expect((await get(`/builds/meta/${id}.json`)).status).toBe(HTTP.ok);
    const home = await (await get('/', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } })).text();
    const script = /<script type="module" src="(\/assets\/[^"]+)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    const asset = await get(script!);
    expect(asset.status).toBe(HTTP.ok);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(home).toContain(`"buildId":"${id}"`.replace(/"/g, '\\"'));
  });
});
