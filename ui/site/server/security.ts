import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every response the site makes itself (pages, robots, sitemaps, assets,
 * redirects), set here and nowhere else: the middleware puts them on the response before anything
 * answers it, so the renderer's own headers (render/headers.ts) only add to them. The API proxy
 * runs before this and gives the API's answers their own set (API_SECURITY_HEADERS,
 * MEDIA_SECURITY_HEADERS).
 *
 * Scripts: only same-origin files and scripts carrying this request's nonce (the payload,
 * the entry's script and the format record are written with it, render/page-html.ts; a streamed
 * page's scripts get it through renderToPipeableStream's `nonce`).
 * No 'unsafe-eval': the SDK's compiled zod validators fall back to the interpreter without it.
 * Styles may be inline: React and Radix write `style` attributes; scripts are what matter.
 */
export const NONCE_LOCAL = 'cspNonce';

/** The headers that are the same on every response of the site (helmet's settings below, and the API's set). */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
} as const;

/** Answers of the API (JSON): never sniffed, framed or run as a document. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': STATIC_SECURITY_HEADERS['x-content-type-options'],
  'referrer-policy': STATIC_SECURITY_HEADERS['referrer-policy'],
  'x-frame-options': STATIC_SECURITY_HEADERS['x-frame-options'],
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/**
 * Uploaded media (photos, videos, banners) served from the site's own origin: opened directly, an
 * uploaded SVG or HTML renders sandboxed (no script, no same-origin access); as <img>/<video> on
 * the site (and in the embed on other sites) they show as before.
 */
export const MEDIA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
};

const nonceDirective = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${String((res as Response).locals[NONCE_LOCAL])}'`;

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", nonceDirective],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const NONCE_BYTES = 16;
/** CSPRNG bytes for 256 nonces, filled in one call and refilled when used up (as Node's randomUUID pools its own). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

/** 128 bits from the CSPRNG, base64: unguessable per response, and no two responses share bytes. */
export function newNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** The nonce the security middleware chose for this response ('' when CSP is off, e.g. in dev). */
export const nonceOf = (res: Response): string => {
  const value: unknown = res.locals[NONCE_LOCAL];
  return typeof value === 'string' ? value : '';
};

/**
 * helmet with the site's policy: a fresh CSP nonce per response (`csp: false` in development, where
 * Vite injects its own inline scripts), frames refused, the referrer cut to the origin across
 * sites; resources may be loaded by other sites (the embed widget shows the portal's cards there).
 * HSTS only on requests that came over TLS (`req.secure`, which honours `trust proxy`): a site on
 * plain HTTP (npm start on a laptop) must not pin itself to HTTPS.
 */
export function securityHeaders({ csp }: { csp: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: csp ? { useDefaults: false, directives: CSP_DIRECTIVES } : false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: STATIC_SECURITY_HEADERS['referrer-policy'] },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req: Request, res: Response, next: NextFunction) => {
    if (csp) res.locals[NONCE_LOCAL] = newNonce();
    res.setHeader('permissions-policy', STATIC_SECURITY_HEADERS['permissions-policy']);
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.secure) hsts(req, res, () => next());
      else next();
    });
  };
}
