import type { Server } from 'node:http';

/** How often idle keep-alive sockets are closed while the server drains. */
const SWEEP_MS = 100;

/**
 * Graceful close of an HTTP server: the listener stops accepting at once, requests in flight
 * finish (their responses say `Connection: close`), keep-alive sockets are closed as soon as they
 * are idle, and whatever is still open after `timeoutMs` is cut. Resolves `drained` or `timeout`.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<'drained' | 'timeout'> {
  return new Promise((resolve) => {
    server.prependListener('request', (_req, res) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    });
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve('timeout');
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve('drained');
    });
    server.closeIdleConnections();
  });
}
