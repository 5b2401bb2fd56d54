import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { isSameSitePath } from '@portal/sdk';

/**
 * Every redirect the site sends goes to a path of this site. The test is the SDK's
 * `isSameSitePath` (also used for the login `redirect` parameter); anything else becomes `/`.
 */
export function sameSiteLocation(value: unknown): string {
  return typeof value === 'string' && isSameSitePath(value) ? headerSafe(value) : '/';
}

/**
 * A Location header carries bytes, not text: a character outside printable ASCII is percent-encoded
 * (UTF-8), as a browser would. Node refuses one beyond Latin-1 (ERR_INVALID_CHAR, a 500 after a
 * login that succeeded) and sends a Latin-1 one as a raw byte; a lone surrogate sends the visitor home.
 */
function headerSafe(path: string): string {
  try {
    return path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  } catch {
    return '/';
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * Enforces `sameSiteLocation` on the Location of every 3xx written after it, whoever wrote it
 * (express `res.redirect`, the renderer's guard and language redirects, the form fallback): the
 * check sits where the header leaves, so no new redirect can forget it. The API proxy runs before
 * it: the API's own answers pass untouched.
 */
export function sameSiteRedirectsOnly(_req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (isRedirect(statusCode)) {
      const own = this.getHeader('location');
      if (own !== undefined) this.setHeader('location', sameSiteLocation(own));
      for (const arg of rest) {
        if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
        const headers = arg as OutgoingHttpHeaders;
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'location') headers[name] = sameSiteLocation(headers[name]);
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  next();
}
