import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import {
  SITEMAP_PAGE_IDS, escapeXml, localeSitemapXml, robotsTxt, sitemapIndexXml, sitemapPath,
} from '../../../ui/site/server/sitemap';

const ORIGIN = 'https://site.test';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap index', () => {
  it('names one sitemap per language', () => {
    const xml = sitemapIndexXml(ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(xml)).toEqual(LOCALES.map((l) => `${ORIGIN}/sitemap-${l}.xml`));
  });
});

describe('locale sitemap', () => {
  const data = {
    profiles: [
      { slug: 'anna-1', category: 'escort' },
      { slug: 'cam-2', category: 'web_cam' },
    ],
    businesses: [
      { slug: 'velvet', type: 'agencies' },
      { slug: 'spa', type: 'massage_salons' },
      { slug: 'odd', type: 'unknown' },
    ],
  };

  it('lists the public pages, profiles and businesses in its language', () => {
    const urls = locs(localeSitemapXml(ORIGIN, 'de', data));
    expect(urls).toContain(`${ORIGIN}/de`);
    expect(urls).toContain(`${ORIGIN}/de/escort`);
    expect(urls).toContain(`${ORIGIN}/de/site-conditions/terms-conditions`);
    expect(urls).toContain(`${ORIGIN}/de/escort/anna-1`);
    expect(urls).toContain(`${ORIGIN}/de/web_cam/cam-2`);
    expect(urls).toContain(`${ORIGIN}/de/agencies/velvet`);
    expect(urls).toContain(`${ORIGIN}/de/massage_salons/spa`);
    expect(urls).toHaveLength(SITEMAP_PAGE_IDS.length + 4); // the unknown business type is left out
  });

  it('leaves out account forms, private areas, "coming soon" notices and pattern routes', () => {
    const urls = locs(localeSitemapXml(ORIGIN, 'en', { profiles: [], businesses: [] }));
    for (const path of ['/login', '/registration/client', '/client/favorites', '/profile', '/business/profile', '/bdsm', '/messages', '/api/user']) {
      expect(urls).not.toContain(`${ORIGIN}${path}`);
    }
    expect(urls).toContain(`${ORIGIN}/`);
  });

  it('links the nine language versions of each page (hreflang)', () => {
    const xml = localeSitemapXml(ORIGIN, 'en', { profiles: [{ slug: 'anna-1', category: 'escort' }], businesses: [] });
    const entry = xml.slice(xml.indexOf(`<loc>${ORIGIN}/escort/anna-1</loc>`));
    expect(entry).toContain(`hreflang="cs" href="${ORIGIN}/cz/escort/anna-1"`);
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/escort/anna-1"`);
  });

  it('escapes XML in URLs', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = localeSitemapXml('https://x.test/?a=1&b=2', 'en', { profiles: [], businesses: [] });
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is served at /sitemap-<locale>.xml', () => {
    expect(sitemapPath('el')).toBe('/sitemap-el.xml');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap index and keeps crawlers out of the API and private areas in every language', () => {
    const txt = robotsTxt(ORIGIN);
    expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Disallow: /client/');
    expect(txt).toContain('Disallow: /ru/business/');
    expect(txt).toContain('Disallow: /cz/profile$');
    expect(txt).not.toContain('Disallow: /escort');
  });
});
