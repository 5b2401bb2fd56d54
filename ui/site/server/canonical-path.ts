import type { NextFunction, Request, Response } from 'express';
import { HTTP } from '@portal/sdk';
import { NO_STORE } from './caching';

/**
 * Request paths in one spelling only. `//`, `/./`, `/../` (also percent-encoded dots) are collapsed;
 * a GET or HEAD for such a path answers 301 to the collapsed path (its query kept), anything else
 * 404, and neither is ever stored: a CDN keeps only canonical pages. Without it, `//` made the
 * renderer read the path as a protocol-relative URL (500 "Invalid URL") and `//escort` an empty
 * page cached for a minute.
 */
export function canonicalPath(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const dot = segment.replace(/%2e/gi, '.');
    if (dot === '.' || dot === '..') {
      if (dot === '..') out.pop();
      // A dot segment at the end leaves a directory: the path ends with a slash.
      if (last) out.push('');
      return;
    }
    if (segment === '' && !last) return;
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

export function canonicalPaths(req: Request, res: Response, next: NextFunction): void {
  const url = req.url;
  if (!url.startsWith('/')) {
    next();
    return;
  }
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const canonical = canonicalPath(path);
  if (canonical === path) {
    next();
    return;
  }
  res.setHeader('cache-control', NO_STORE);
  // A backslash in a Location reads as `/` in browsers (`/\evil.test`): no redirect to such a path.
  if ((req.method === 'GET' || req.method === 'HEAD') && !canonical.includes('\\')) {
    res.status(HTTP.movedPermanently).setHeader('location', canonical + (query === -1 ? '' : url.slice(query)));
    res.end();
    return;
  }
  res.status(HTTP.notFound).type('text/plain').send('Not Found');
}
