import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import { HTTP } from '../../../schemas/constants';
import { decideProxy, forwardRequestHeaders, forwardResponseHeaders } from './proxy-rules';

/** Upstream answers slower than this become 504, so a stuck API cannot pin sockets forever. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Same-origin `/api/*` and `/media/*` for the browser: requests are streamed to the API host
 * and the answers streamed back with status, headers and cookies intact (no buffering, so uploads
 * and large media pass through at constant memory). Everything else falls through to the site.
 */
export function apiProxy(apiBase: string): RequestHandler {
  return (req, res, next) => {
    const decision = decideProxy(req.method, req.originalUrl, req.headers.accept, apiBase);
    if (decision.kind === 'page') return next();
    if (decision.kind === 'reject') {
      res.status(HTTP.badRequest).json({ message: 'Bad request path' });
      return;
    }
    const target = new URL(decision.target);
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(
      target,
      {
        method: req.method,
        headers: forwardRequestHeaders(req.headers, {
          for: req.socket.remoteAddress,
          host: req.headers.host,
          proto: req.protocol,
        }),
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? HTTP.badGateway, forwardResponseHeaders(upstreamRes.headers));
        upstreamRes.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      const timedOut = error.message === 'upstream timeout';
      res.status(timedOut ? 504 : HTTP.badGateway).json({ message: timedOut ? 'API timeout' : 'API unreachable' });
    });
    // A client that goes away stops the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
