import type { NextFunction, Request, Response } from 'express';
import { HTTP } from '@portal/sdk';
import { AGE_CONFIRM_PATH } from '../shell/age-gate-state';
import { NO_STORE } from './caching';

/**
 * CSRF defence in depth for the API proxy: a state-changing call (POST, PUT, PATCH, DELETE) under
 * /api or /media (or the 18+ form's post) whose Origin (or, without one, Referer) is another site's is refused 403 before it reaches
 * the API. Browsers send Origin with every cross-origin state-changing request, so a forged form
 * or fetch from another site is always caught; a request with neither header does not come from
 * another site's page (curl, server-to-server) and passes. Reads (GET, HEAD, OPTIONS) stay open
 * to every origin: the embed widget reads public listings from other sites, without credentials.
 */
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
/**
 * What the guard covers: everything proxied to the API (`/api`, and `/media`, where uploads are
 * written) and the 18+ form's post, which sets a cookie (another site must not confirm for the visitor).
 */
const guarded = (path: string) => under(path, '/api') || under(path, '/media') || path === AGE_CONFIRM_PATH;

/** The origin a browser says the request comes from: Origin, else the Referer's; `null` stays "null". */
export function requestSourceOrigin(origin: string | undefined, referer: string | undefined): string | undefined {
  if (origin !== undefined) return origin;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * @param siteOrigin the site's own origin: PUBLIC_ORIGIN, or (without it, `npm start`) the
 *   request's own scheme and host.
 */
export function crossOriginGuard(siteOrigin: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(req.method) || !guarded(req.path)) return next();
    const source = requestSourceOrigin(req.headers.origin, req.headers.referer);
    if (source === undefined || source === siteOrigin(req)) return next();
    res.status(HTTP.forbidden).set('cache-control', NO_STORE).json({ message: CROSS_ORIGIN_REFUSED });
  };
}
