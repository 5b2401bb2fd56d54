import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { HttpLogger } from 'pino-http';
import { upstreamOperation } from './upstream-operation';

/**
 * Structured logs: one JSON line per event on stdout (pino), errors with their stack in the same
 * line. The access log is pino-http's: one line per request with method, path (query values left
 * out: they may hold personal data), status, duration, bytes sent and the request id, plus the
 * operation of a proxied API call, or the API calls a page made (operation, status, time).
 */
export type { Logger } from 'pino';

/** `level` from LOG_LEVEL (config.ts). */
export function createLogger(level: string = 'info', destination?: DestinationStream): Logger {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination);
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept only when short and made of safe characters (it ends up in logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:=-]{1,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Health probes come every few seconds from every prober: logged at debug, not info. */
export const QUIET_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** The path without the query string. */
export const pathOf = (url: string | undefined): string => (url ?? '/').split('?', 1)[0] ?? '/';

/** One API call made by the server, as its request's access log line lists it (upstream-telemetry.ts reports them). */
export interface UpstreamCall {
  readonly operation: string;
  readonly method: string;
  /** The HTTP status, or 0 when no answer came (network error, timeout, abort). */
  readonly status: number;
  readonly durationMs: number;
}

const UPSTREAM_CALLS = Symbol('upstreamCalls');
const SOCKET_START = Symbol('socketStart');
type Tracked = ServerResponse & { [UPSTREAM_CALLS]?: UpstreamCall[]; [SOCKET_START]?: { socket: Socket; bytes: number } };

/** Where this request's API calls are noted for its access log line. */
export function noteUpstreamCall(res: ServerResponse, call: UpstreamCall): void {
  const tracked = res as Tracked;
  (tracked[UPSTREAM_CALLS] ??= []).push(call);
}

/** Bytes written to the socket for this response (status line, headers and body as sent). */
function bytesSent(res: ServerResponse): number | undefined {
  const start = (res as Tracked)[SOCKET_START];
  return start ? start.socket.bytesWritten - start.bytes : undefined;
}

/**
 * The access log, and the request id: `x-request-id` from the caller when it is safe, else a new
 * UUID; echoed on the response and left on the request headers, so the API proxy passes it on.
 */
export function requestLogging(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader(REQUEST_ID_HEADER, id);
      (res as Tracked)[SOCKET_START] = { socket: req.socket, bytes: req.socket.bytesWritten };
      return id;
    },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: ServerResponse) => ({ status: res.statusCode, bytes: bytesSent(res) }),
      err: pino.stdSerializers.err,
    },
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return QUIET_PATHS.has(pathOf(req.url)) ? 'debug' : 'info';
    },
    customProps(req, res) {
      // A proxied API call is named by its operation; a page lists the API calls it made.
      const operation = req.url?.startsWith('/api/') ? upstreamOperation(req.method ?? 'GET', pathOf(req.url))?.id : undefined;
      const calls = (res as Tracked)[UPSTREAM_CALLS];
      return { ...(operation ? { operation } : {}), ...(calls ? { upstream: calls } : {}) };
    },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
