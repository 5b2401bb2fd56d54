import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { HTTP } from '@portal/sdk';
import { bodyLimitOf, decideProxy, forwardedFor } from './proxy-rules';
import { NO_STORE } from './caching';
import { API_SECURITY_HEADERS, MEDIA_SECURITY_HEADERS } from './security';
import { PAGE_RETRY_AFTER_S } from './upstream-fetch';

/** Upstream answers slower than this become 504, so a stuck API cannot pin sockets forever. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1): about the API's connection to the site, not the visitor's
 * to the site. Passed on, the API's `Connection: close` closed the visitor's keep-alive
 * connection after every API call (a new TCP and TLS handshake for the next one).
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'] as const;

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Same-origin `/api/*` and `/media/*` for the browser, through http-proxy-middleware: requests are
 * streamed to the API host and the answers streamed back with status, headers and cookies (no
 * buffering, so uploads and large media pass through at constant memory; a client that goes away
 * stops the upstream request). What the site adds at this edge:
 * - paths with dot segments, backslashes or NUL are refused (proxy-rules.ts);
 * - a body larger than the call allows (proxy-rules.ts `bodyLimitOf`) is refused 413 from its
 *   Content-Length, before a byte goes upstream; a body without a length (chunked) is refused 411;
 * - X-Forwarded-For is the socket's address, after the incoming list only from a trusted proxy;
 * - the API's hop-by-hop headers stay on its side: its `Connection: close` (http-proxy asks for
 *   one on each call) no longer closes the visitor's keep-alive connection. Each call still has
 *   a connection to the API of its own: a reused one can cross the API's idle close and fail a
 *   visitor's call with 502 (seen in CI), which safe reuse would need a retry to cover;
 * - the API's answers get the site's security headers (nosniff, no framing; uploaded media a
 *   sandboxing CSP, so a script inside an uploaded SVG never runs on the site's origin).
 * Everything else falls through to the site.
 */
export function apiProxy(apiBase: string): RequestHandler {
  const timedOut = new WeakSet<IncomingMessage>();
  const proxy = createProxyMiddleware<Request, Response>({
    target: apiBase,
    changeOrigin: true,
    xfwd: false,
    proxyTimeout: UPSTREAM_TIMEOUT_MS,
    on: {
      proxyReq(proxyReq: ClientRequest, req: Request) {
        const peer = req.socket.remoteAddress;
        const trust = req.app.get('trust proxy fn') as TrustFn;
        const xff = forwardedFor(req.headers['x-forwarded-for'], peer, peer !== undefined && trust(peer, 0));
        if (xff) proxyReq.setHeader('x-forwarded-for', xff);
        else proxyReq.removeHeader('x-forwarded-for');
        if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.on('timeout', () => timedOut.add(req));
      },
      proxyRes(proxyRes: IncomingMessage, req: Request) {
        for (const name of HOP_BY_HOP) delete proxyRes.headers[name];
        const headers = req.path.startsWith('/media') ? MEDIA_SECURITY_HEADERS : API_SECURITY_HEADERS;
        Object.assign(proxyRes.headers, headers);
      },
      error(error: Error, req: IncomingMessage, res: Response | Socket) {
        if (!('status' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy(error);
          return;
        }
        const late = timedOut.has(req);
        // Like every 5xx the site sends: never stored, and when to try again.
        res.status(late ? HTTP.gatewayTimeout : HTTP.badGateway).set(API_SECURITY_HEADERS)
          .set({ 'cache-control': NO_STORE, 'retry-after': String(PAGE_RETRY_AFTER_S) }).json({ message: late ? 'API timeout' : 'API unreachable' });
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const decision = decideProxy(req.method, req.originalUrl, req.headers.accept, apiBase);
    if (decision.kind === 'page') return next();
    res.set(API_SECURITY_HEADERS);
    if (decision.kind === 'reject') {
      res.status(HTTP.badRequest).json({ message: 'Bad request path' });
      return;
    }
    const length = req.headers['content-length'];
    if (length === undefined && req.headers['transfer-encoding'] !== undefined) {
      res.status(HTTP.lengthRequired).set('connection', 'close').json({ message: 'Length Required' });
      return;
    }
    if (Number(length ?? 0) > bodyLimitOf(req.method, req.path)) {
      // The body is never read: the connection closes after the answer.
      res.status(HTTP.payloadTooLarge).set('connection', 'close').json({ message: 'Payload Too Large' });
      return;
    }
    void proxy(req, res, next);
  };
}
