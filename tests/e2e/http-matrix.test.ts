import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, HTTP, LOCALES, LOCALE_BCP47 } from '../../schemas/constants';
import { LOCALE_OPEN_GRAPH } from '../../ui/site/shell/open-graph';
import { SITE_NAME } from '../../sdk/i18n/brand';
import type { Locale, Role } from '../../schemas/constants';
import { LOGIN_REDIRECT_PARAM, ROUTES, localizePath, routePath } from '../../sdk/routes';
import type { RouteDef } from '../../sdk/routes';
import { ageConfirmationCookie, serializeCookie } from '../../sdk/session';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import { AGE_CONFIRM_PATH } from '../../ui/site/shell/age-gate-state';
import { DEMO_ACCOUNTS } from '../../mocks/seed';
import { DESKTOP_USER_AGENT } from './support/chromium';
import { inBatches } from './site-server';
import { setUpSiteSession } from './support/site-session';

/**
 * The production server over plain HTTP: every route of §2 in every language, the guard of §5
 * for a guest and each role, 404s, robots.txt and the sitemaps, the Open Graph tags of link
 * previews, and what the 18+ gate leaves to search engines and to people.
 */
const session = setUpSiteSession({ launchBrowser: false });
const ids: Record<string, string> = {};
const DEMO_PASSWORD = 'Demo-pass-1';
const ACCOUNTS: Record<Role, string> = { MEMBER: 'member@demo.test', INDIVIDUAL: 'model@demo.test', BUSSINESS: 'business@demo.test' };
const cookies: Partial<Record<Role, string>> = {};

const get = (path: string, init: RequestInit = {}) => fetch(session.site.url + path, { redirect: 'manual', ...init });
const api = async <T>(path: string): Promise<T> => {
  const res = await get(path, { headers: { accept: 'application/json' } });
  expect(res.status, path).toBe(HTTP.ok);
  return (await res.json()) as T;
};

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

/** The text of HTML as a reader gets it (React escapes attribute values and text). */
const unescape = (text: string) =>
  text.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => ({ '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!);
const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), unescape(m[2]!)]));
/** Every value of each `<meta property|name>` in the document, as a link preview or a crawler reads them. */
function metaTags(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const a = attrsOf(tag);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined) found.set(key, [...(found.get(key) ?? []), a.content]);
  }
  return found;
}
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
// The h1's text: a name from the API comes direction-isolated (`<h1><bdi>Mia</bdi></h1>`).
const h1Of = (html: string) => unescape((/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, ''));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
const CRAWLER_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const articles = (html: string) => html.match(/<article\b/g)?.length ?? 0;

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
    const login = await session.logIn({ email, password: DEMO_PASSWORD });
    cookies[role] = session.cookieHeader(login);
    // The business area's model page opens only the business's own models (another's is a 403).
    if (role === 'BUSSINESS') {
      const own = await get(`/api/business/${DEMO_ACCOUNTS.business.businessId}`, { headers: { authorization: `Bearer ${login.data.token}`, accept: 'application/json' } });
      const { profiles } = (await own.json()) as { profiles: Array<{ id: number }> };
      ids['business-individual:id'] = String(profiles[0]!.id);
    }
  }
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
      for (const l of LOCALES) expect(alternates[LOCALE_BCP47[l]], path).toBe(session.site.url + localizePath(canonical, l));
      expect(alternates['x-default'], path).toBe(session.site.url + canonical);
      expect(html, path).toContain(`<link rel="canonical" href="${session.site.url}${pathOf(route, locale)}"/>`);
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

describe('link previews (Open Graph)', () => {
  const catalogs = { en, de } as const;
  it.each([
    ['home', 'en'], ['escort-list', 'en'], ['escort-profile', 'en'],
    ['home', 'de'], ['escort-list', 'de'], ['escort-profile', 'de'],
  ] as const)('%s in %s: og:title, og:description, og:url, og:locale and og:type match the page', async (routeId, locale) => {
    const path = routePath(routeId, { slug: ids.slug! } as never, locale);
    const res = await get(path, { headers: { accept: 'text/html' } });
    expect(res.status, path).toBe(HTTP.ok);
    const html = await res.text();
    const meta = metaTags(html);
    // Each tag once: a second og:title would leave the preview to the crawler's whim.
    for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale', 'og:site_name', 'description']) {
      expect(meta.get(key), `${path} ${key}`).toHaveLength(1);
    }
    const og = (key: string) => meta.get(key)![0]!;
    const catalog = catalogs[locale];

    // og:title is the document title: the catalog's home title, or "{page} | {site}" with the page's h1.
    const title = titleOf(html);
    const h1 = h1Of(html);
    expect(h1, path).not.toBe('');
    expect(title, path).toBe(routeId === 'home' ? fill(catalog.meta.title, { site: SITE_NAME }) : fill(catalog.meta.titleTemplate, { page: h1, site: SITE_NAME }));
    expect(og('og:title'), path).toBe(title);
    expect(og('og:site_name'), path).toBe(SITE_NAME);

    // og:description is the page's description: the catalog's on home, the profile's own text on a profile.
    expect(og('og:description'), path).toBe(meta.get('description')![0]);
    expect(og('og:description').length, path).toBeGreaterThan(0);
    if (routeId === 'home') expect(og('og:description'), path).toBe(fill(catalog.meta.description, { site: SITE_NAME }));
    if (routeId === 'escort-list') {
      expect(h1, path).toBe(catalog.categories.escort.title);
      expect(og('og:description'), path).toBe(catalog.categories.escort.description);
    }
    if (routeId === 'escort-profile') {
      const profile = await fetch(`${session.site.url}/api/profile/${ids.id}`, { headers: { accept: 'application/json', 'content-language': locale } });
      const { data } = (await profile.json()) as { data: { name: string; description: string } };
      expect(h1, path).toBe(data.name);
      expect(og('og:description'), path).toBe(data.description.slice(0, 160));
    }

    // og:url is the absolute, localized canonical URL.
    expect(og('og:url'), path).toBe(`${session.site.url}${path}`);
    expect(og('og:url'), path).toBe(canonicalOf(html));
    if (locale !== 'en') expect(new URL(og('og:url')).pathname.startsWith(`/${locale}`), path).toBe(true);
    // og:locale is language_TERRITORY (the Open Graph format), in the page's language; the other
    // eight languages are its alternates.
    expect(og('og:locale'), path).toBe(LOCALE_OPEN_GRAPH[locale]);
    expect(og('og:locale').split('_')[0], path).toBe(htmlLang(html));
    expect([...(meta.get('og:locale:alternate') ?? [])].sort(), path).toEqual(LOCALES.filter((l) => l !== locale).map((l) => LOCALE_OPEN_GRAPH[l]).sort());
    expect(og('og:type'), path).toBe('website');
  });
});

describe('the 18+ gate and search engines', () => {
  const profilePath = () => routePath('escort-profile', { slug: ids.slug! }, 'en');
  const page = async (path: string, headers: Record<string, string>) => {
    const res = await get(path, { headers: { accept: 'text/html', ...headers } });
    expect(res.status, path).toBe(HTTP.ok);
    return res.text();
  };
  const gateOf = (html: string) => /<div\b[^>]*role="alertdialog"[^>]*>/.exec(html)?.[0];

  it('a crawler without the age cookie gets the 40 cards of /escort and no blocking dialog', async () => {
    const html = await page('/escort', { 'user-agent': CRAWLER_USER_AGENT });
    expect(h1Of(html)).toBe(en.categories.escort.title);
    expect(articles(html)).toBe(40);
    const list = (await (await get('/api/profile?per_page=1', { headers: { accept: 'application/json' } })).json()) as { data: Array<{ name: string }> };
    expect(html).toContain(list.data[0]!.name);
    expect(gateOf(html)).toBeUndefined();
    // (the footer's own "Adults only (18+)" line stays; the dialog's question and buttons do not)
    expect(html).not.toContain(`>${en.ageGate.body}<`);
    expect(html).not.toContain(`>${en.ageGate.confirm}</button>`);
    expect(html).not.toContain(`action="${AGE_CONFIRM_PATH}"`);
    expect(html).not.toMatch(/<main\b[^>]*data-gated/);
  });

  it('a crawler without the age cookie gets the profile with its name as h1 and no blocking dialog', async () => {
    const html = await page(profilePath(), { 'user-agent': CRAWLER_USER_AGENT });
    const profile = (await (await get(`/api/profile/${ids.id}`, { headers: { accept: 'application/json' } })).json()) as { data: { name: string } };
    expect(h1Of(html)).toBe(profile.data.name);
    expect(gateOf(html)).toBeUndefined();
    // (the footer's own "Adults only (18+)" line stays; the dialog's question and buttons do not)
    expect(html).not.toContain(`>${en.ageGate.body}<`);
    expect(html).not.toContain(`>${en.ageGate.confirm}</button>`);
    expect(html).not.toMatch(/<main\b[^>]*data-gated/);
  });

  it.each(['/escort', 'PROFILE'])('a browser without the age cookie gets %s under a labelled, modal 18+ dialog', async (raw) => {
    const path = raw === 'PROFILE' ? profilePath() : raw;
    const html = await page(path, { 'user-agent': DESKTOP_USER_AGENT });
    const dialog = gateOf(html);
    expect(dialog, path).toBeDefined();
    const a = attrsOf(dialog!);
    expect(a['aria-modal'], path).toBe('true');
    // Labelled by its title and described by its text, already in the server HTML.
    expect(html, path).toContain(`id="${a['aria-labelledby']}"`);
    expect(html, path).toMatch(new RegExp(`<h2[^>]*id="${a['aria-labelledby']}"[^>]*>${en.ageGate.title}</h2>`));
    expect(html, path).toMatch(new RegExp(`id="${a['aria-describedby']}"[^>]*>${en.ageGate.body}<`));
    // The no-script confirmation posts to the server, coming back to this page.
    expect(html, path).toContain(`action="${AGE_CONFIRM_PATH}"`);
    expect(html, path).toContain(`name="return" value="${path}"`);
    expect(html, path).toContain(`>${en.ageGate.confirm}</button>`);
    // The page is there, but marked gated (its pictures blurred) behind the dialog.
    expect(html, path).toMatch(/<main\b[^>]*data-gated="true"/);
    if (raw === '/escort') expect(articles(html), path).toBe(40);
  });

  it('a browser with the age cookie gets the page without the dialog', async () => {
    const cookie = serializeCookie(ageConfirmationCookie()).split(';')[0]!;
    const html = await page('/escort', { 'user-agent': DESKTOP_USER_AGENT, cookie });
    expect(gateOf(html)).toBeUndefined();
    expect(html).not.toMatch(/<main\b[^>]*data-gated/);
    expect(articles(html)).toBe(40);
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
    expect(text).toContain(`Sitemap: ${session.site.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('serves a sitemap index with one sitemap per language, each listing pages and profiles', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(HTTP.ok);
    expect(index.headers.get('content-type')).toContain('xml');
    const xml = await index.text();
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${session.site.url}/sitemap-${locale}.xml</loc>`);
    for (const locale of ['en', 'cz'] as const) {
      const res = await get(`/sitemap-${locale}.xml`);
      expect(res.status).toBe(HTTP.ok);
      const body = await res.text();
      expect(body).toContain(`<loc>${session.site.url}${routePath('escort-list', {}, locale)}</loc>`);
      expect(body).toContain(`<loc>${session.site.url}${routePath('escort-profile', { slug: ids.slug! }, locale)}</loc>`);
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
    expect(home).toContain(`"buildId":"${id}"`);
  });
});
