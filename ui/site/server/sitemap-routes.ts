import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import express from 'express';
import type { Request, Response, Router } from 'express';
import { HTTP, isLocale } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { NO_STORE } from './caching';
import { negotiateEncoding } from './compression';
import type { Encoding } from './compression';
import { localeSitemapXml, robotsTxt, sitemapIndexXml } from './sitemap';
import type { SitemapData } from './sitemap';
import type { DriftLogger } from './drift-log';
import { sitemapSource } from './sitemap-source';
import { PAGE_RETRY_AFTER_S } from './upstream-fetch';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const FILE_CACHE = 'public, max-age=3600';

const compress = (xml: string, encoding: Encoding | null): Promise<Buffer> => {
  const raw = Buffer.from(xml);
  if (encoding === 'br') return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  if (encoding === 'gzip') return gzipAsync(raw, { level: 6 });
  return Promise.resolve(raw);
};

/**
 * robots.txt and the sitemaps, every URL in them on the configured origin (never the request's
 * Host). A locale sitemap is about 2 MB of XML: it is compressed (off the event loop) once per
 * list refresh, language and encoding, and kept beside that list (a WeakMap on the list the
 * source shares for ten minutes), so the copies go when the list does.
 */
export function sitemapRoutes(apiUrl: string, origin: string, log: DriftLogger, fetch?: (request: globalThis.Request) => Promise<globalThis.Response>): Router {
  const router = express.Router();
  const sitemapData = sitemapSource(apiUrl, log, fetch);
  const bodies = new WeakMap<SitemapData, Map<string, Promise<Buffer>>>();

  const bodyFor = (data: SitemapData, locale: Locale, encoding: Encoding | null) => {
    let byKey = bodies.get(data);
    if (!byKey) bodies.set(data, (byKey = new Map()));
    const key = `${locale}:${encoding ?? 'identity'}`;
    let body = byKey.get(key);
    if (!body) byKey.set(key, (body = compress(localeSitemapXml(origin, locale, data), encoding)));
    return body;
  };

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('cache-control', FILE_CACHE).send(robotsTxt(origin));
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('cache-control', FILE_CACHE).send(sitemapIndexXml(origin));
  });
  router.get(/^\/sitemap-([a-z]{2})\.xml$/, async (req: Request, res: Response, next) => {
    const locale = (req.params as Record<string, string>)[0];
    if (!isLocale(locale)) return next();
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    try {
      const body = await bodyFor(await sitemapData(), locale, encoding);
      res.type('application/xml').set({ 'cache-control': FILE_CACHE, vary: 'Accept-Encoding' });
      if (encoding) res.set('content-encoding', encoding);
      res.send(body);
    } catch (error) {
      req.log.error({ err: error }, 'sitemap unavailable');
      res.status(HTTP.unavailable).set({ 'cache-control': NO_STORE, 'retry-after': String(PAGE_RETRY_AFTER_S) })
        .type('text/plain').send('Sitemap temporarily unavailable');
    }
  });
  return router;
}
