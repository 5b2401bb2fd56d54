import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_LOCALE, HTTP, routePath, readLocaleCookie } from '@portal/sdk';
import { ownedSearch } from '../data/page-query';
import { isBotAgent } from './bot-agent';
import { REDIRECT_CACHE } from './caching';
import { requestSourceOrigin } from './csrf';

/**
 * The English root for a visitor who chose another language (the reasons:
 * docs/decisions/locale-cookie.md). `/` is the only address that names no language of its own
 * choosing: whoever types the domain, or comes back through a bookmark of it, gets the language
 * the locale cookie remembers (§9), at that language's root. Everything else stays as asked:
 * - every other path (a link to `/escort` says English as plainly as `/de/escort` says German);
 * - a crawler (the English root is indexed as English; hreflang links the others);
 * - English remembered, or no language remembered (no guess from Accept-Language);
 * - a step inside the site (a same-site Referer): a link to `/` there is a choice of English
 *   (the language switcher's, even before its script has written the cookie).
 */
export interface LocaleRootRequest {
  /** The request's path (the query string apart). */
  readonly path: string;
  /** The query string, `?…` or ''. */
  readonly search: string;
  readonly cookie: string | undefined;
  readonly userAgent: string | undefined;
  /** The site's own origin, and where the request says it comes from (Referer's origin), if anywhere. */
  readonly siteOrigin: string;
  readonly from: string | undefined;
}

/** Where `/` sends this request: the remembered language's root, or null to render `/` as it is. */
export function localeRootTarget(request: LocaleRootRequest): string | null {
  if (request.path !== '/') return null;
  if (isBotAgent(request.userAgent)) return null;
  if (request.from === request.siteOrigin) return null;
  const locale = readLocaleCookie(request.cookie);
  if (locale === null || locale === DEFAULT_LOCALE) return null;
  return routePath('home', {}, locale) + ownedSearch(request.path, request.search);
}

/** The Express middleware: GET and HEAD of `/` answered 302 when `localeRootTarget` says so. */
export function localeRootRedirect(siteOrigin: () => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const query = req.originalUrl.indexOf('?');
    const target = localeRootTarget({
      path: req.path,
      search: query === -1 ? '' : req.originalUrl.slice(query),
      cookie: req.headers.cookie,
      userAgent: req.headers['user-agent'],
      siteOrigin: siteOrigin(),
      // Only the Referer counts: a top-level GET carries no Origin.
      from: requestSourceOrigin(undefined, req.headers.referer),
    });
    if (target === null) return next();
    // Depends on the cookie: never stored, and caches that keep `/` must key it by that cookie.
    res.status(HTTP.found).set({ location: target, 'cache-control': REDIRECT_CACHE, vary: 'Cookie, Referer' }).end();
  };
}
