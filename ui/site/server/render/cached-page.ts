import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding, streamingCompressor } from '../compression';
import { GuestPageMicroCache, hasSessionCookie } from '../micro-cache';
import type { CachedPage } from '../micro-cache';
import { sendingHeaders } from './headers';
import type { RenderOptions } from './options';
import type { PageRequest } from './request';

/** The micro-cache's key for this request, or null when the page may not come from it nor go into it (a session cookie, no cache). */
export function microCacheKey(request: PageRequest, options: Pick<RenderOptions, 'microCache' | 'buildId' | 'origin'>): string | null {
  if (!options.microCache || hasSessionCookie(request.cookies)) return null;
  return options.microCache.keyOf({ buildId: options.buildId, origin: options.origin, url: request.url, ageConfirmed: request.ageConfirmed, isBot: request.isBot });
}

/** A page from the micro-cache, stitched with this response's nonce and compressed for this client. */
export async function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, age: number, nonce: string): Promise<void> {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  res.writeHead(page.status, { ...page.headers, ...sendingHeaders(page.status, { encoding, age, microCache: 'hit' }) });
  const html = GuestPageMicroCache.html(page, nonce);
  if (!encoding) {
    res.end(html);
    return;
  }
  const body = streamingCompressor(encoding);
  const done = new Promise<void>((resolve) => {
    body.on('end', resolve);
    res.on('close', resolve);
  });
  body.pipe(res);
  body.end(html);
  await done;
}
