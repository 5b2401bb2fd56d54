import { LOCALES, LOCALE_BCP47, ROUTES, routePath } from '@portal/sdk';
import type { Locale, RouteId } from '@portal/sdk';

/**
 * Sitemaps: an index at /sitemap.xml naming one sitemap per language (/sitemap-<locale>.xml), each
 * listing the public pages and every public profile and business page in that language, with
 * hreflang alternates so search engines connect the nine versions of a page. Pure: the data
 * comes in as arguments.
 */

/** Public pages worth indexing: no params, not the account forms, not the "coming soon" notices. */
const EXCLUDED: ReadonlySet<string> = new Set([
  'login', 'forgot-password', 'reset-password', 'registration-client', 'registration-model', 'registration-business',
  'api-user', 'bdsm', 'messages', 'registration-webcam',
]);

export const SITEMAP_PAGE_IDS: readonly RouteId[] = ROUTES.filter(
  (r) => r.area === 'public' && !r.pattern.includes(':') && !EXCLUDED.has(r.id),
).map((r) => r.id);

export interface SitemapProfile {
  readonly slug: string;
  readonly category: string;
}

export interface SitemapBusiness {
  readonly slug: string;
  readonly type: string;
}

export interface SitemapData {
  readonly profiles: readonly SitemapProfile[];
  readonly businesses: readonly SitemapBusiness[];
}

/** The detail route of each business type (§2). */
const BUSINESS_ROUTE: Readonly<Record<string, RouteId>> = {
  agencies: 'agency-detail',
  studio_sex: 'studio-sex-detail',
  massage_salons: 'massage-salon-detail',
  strip_club: 'strip-club-detail',
};

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

export const sitemapPath = (locale: Locale): string => `/sitemap-${locale}.xml`;

export function sitemapIndexXml(origin: string): string {
  const entries = LOCALES.map((l) => `<sitemap><loc>${escapeXml(origin + sitemapPath(l))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** A page in every language: `build(locale)` gives its path there. */
function urlEntry(origin: string, locale: Locale, build: (l: Locale) => string): string {
  const alternates = LOCALES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_BCP47[l]}" href="${escapeXml(origin + build(l))}"/>`,
  ).join('');
  return `<url><loc>${escapeXml(origin + build(locale))}</loc>${alternates}</url>`;
}

/** Route paths of one profile or business, or null when it has no public page. */
export function profileRoute(p: SitemapProfile): (l: Locale) => string {
  const id: RouteId = p.category === 'web_cam' ? 'web-cam-detail' : 'escort-profile';
  return (l) => routePath(id, { slug: p.slug }, l);
}

export function businessRoute(b: SitemapBusiness): ((l: Locale) => string) | null {
  const id = BUSINESS_ROUTE[b.type];
  return id ? (l) => routePath(id as 'agency-detail', { slug: b.slug }, l) : null;
}

export function localeSitemapXml(origin: string, locale: Locale, data: SitemapData): string {
  const entries: string[] = [];
  for (const id of SITEMAP_PAGE_IDS) entries.push(urlEntry(origin, locale, (l) => routePath(id as 'home', {}, l)));
  for (const p of data.profiles) entries.push(urlEntry(origin, locale, profileRoute(p)));
  for (const b of data.businesses) {
    const build = businessRoute(b);
    if (build) entries.push(urlEntry(origin, locale, build));
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** robots.txt: everything public is crawlable; the API and the private areas are not. */
export function robotsTxt(origin: string): string {
  const prefixes = LOCALES.map((l) => (l === 'en' ? '' : `/${l}`));
  const privatePaths = ['/client/', '/business/', '/profile/', '/profile$', '/profile_webcam/', '/profile_webcam$'];
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /media/api/'];
  for (const prefix of prefixes) for (const p of privatePaths) lines.push(`Disallow: ${prefix}${p}`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
