import type { Server } from 'node:http';

/** How often idle keep-alive sockets are closed while the server drains. */
const SWEEP_MS = 100;
/** The signals that stop a serving process (and a cluster primary, which passes them on). */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

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

export interface StopOptions {
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_MS). */
  readonly timeoutMs: number;
  readonly log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** Called first: readiness turns 503, side servers (metrics) close. */
  readonly onStopping?: () => void;
  /** Called once the server has drained, before the process exits (the embedded mock, Vite). */
  readonly onStopped?: () => Promise<void> | void;
}

/**
 * The one way a serving process stops (`npm run serve`, each of its workers, `npm start`,
 * `npm run dev`): on SIGTERM or SIGINT, once, it drains the server (drainServer), then exits 0.
 */
export function stopOnSignals(server: Server, { timeoutMs, log, onStopping, onStopped }: StopOptions): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    onStopping?.();
    const drained = drainServer(server, timeoutMs);
    // Logged once the listener is closed: from this line on, new connections are refused.
    log.info({ signal, timeoutMs }, 'draining');
    const result = await drained;
    if (result === 'timeout') log.warn({ timeoutMs }, 'requests still open at the shutdown timeout were cut');
    try {
      await onStopped?.();
    } finally {
      log.info({ result }, 'stopped');
      process.exit(0);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));
}
