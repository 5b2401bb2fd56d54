import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * Security headers for every response the site makes itself (pages, robots, sitemaps, assets,
 * redirects). The API proxy runs before this and passes the API's own headers through.
 *
 * Scripts: only same-origin files and inline scripts carrying this request's nonce (React's
 * payload/bootstrap and streaming scripts get it through renderToPipeableStream's `nonce`).
 * No 'unsafe-eval': the SDK's compiled zod validators fall back to the interpreter without it.
 * Styles may be inline: React and Radix write `style` attributes; scripts are what matter.
 */
export const NONCE_LOCAL = 'cspNonce';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
};

/** 128 bits from the CSPRNG, base64: unguessable per response. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The nonce the security middleware chose for this response ('' when CSP is off, e.g. in dev). */
export const nonceOf = (res: Response): string => {
  const value: unknown = res.locals[NONCE_LOCAL];
  return typeof value === 'string' ? value : '';
};

/**
 * Sets the headers early with setHeader, so writeHead calls later (the renderer, express.static)
 * merge with them. `csp: false` in development, where Vite injects its own inline scripts.
 */
export function securityHeaders({ csp }: { csp: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    if (csp) {
      const nonce = newNonce();
      res.locals[NONCE_LOCAL] = nonce;
      res.setHeader('content-security-policy', contentSecurityPolicy(nonce));
    }
    next();
  };
}
