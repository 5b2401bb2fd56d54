import type { Logger } from 'pino';
import { sharedApiTransport } from './api-transport';
import type { ApiTransport } from './api-transport';
import { REQUEST_ID_HEADER } from './logger';
import type { UpstreamCall } from './logger';
import { upstreamDuration, upstreamErrors } from './metrics';
import { upstreamOperation } from './upstream-operation';

export interface UpstreamFetchOptions {
  /** The API base URL (its path prefix is left out of the operation lookup). */
  readonly apiUrl: string;
  /** Sent on as `x-request-id`, so the API's logs and ours can be joined. */
  readonly requestId?: string;
  readonly log: Logger;
  /** Called after each call (the access log lists them). */
  readonly onCall?: (call: UpstreamCall) => void;
  /** What sends the calls (api-transport.ts by default). */
  readonly fetch?: ApiTransport;
}

const failureReason = (error: unknown) => {
  const name = error instanceof Error ? error.name : '';
  return name === 'AbortError' ? 'aborted' : name === 'TimeoutError' ? 'timeout' : 'network';
};

/**
 * The `fetch` of the server-side SDK client: adds the request id, times each call (until its
 * answer is read: api-transport.ts reads it whole), and reports it to the metrics, the logs and
 * `onCall`. A failed call is also logged on its own at warn level, with its error.
 */
export function upstreamFetch(options: UpstreamFetchOptions): ApiTransport {
  const basePath = new URL(options.apiUrl).pathname.replace(/\/+$/, '');
  const send = options.fetch ?? sharedApiTransport();
  return async (request, init) => {
    if (options.requestId) request.headers.set(REQUEST_ID_HEADER, options.requestId);
    const pathname = new URL(request.url).pathname;
    const operation = upstreamOperation(request.method, pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname)?.id ?? 'unknown';
    const started = performance.now();
    const report = (status: number, error?: unknown) => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const call: UpstreamCall = { operation, method: request.method, status, durationMs };
      if (status > 0) upstreamDuration.observe({ operation, status: String(status) }, durationMs / 1000);
      if (error !== undefined || status >= 500) {
        const reason = error !== undefined ? failureReason(error) : 'status';
        const details = { upstream: call, ...(error !== undefined ? { err: error } : {}) };
        // A visitor who left (the render aborted its calls) is not an API failure.
        if (reason === 'aborted') options.log.debug(details, 'upstream call aborted');
        else {
          upstreamErrors.inc({ operation, reason });
          options.log.warn(details, 'upstream call failed');
        }
      }
      options.onCall?.(call);
    };
    try {
      const response = await send(request, init);
      report(response.status);
      return response;
    } catch (error) {
      report(0, error);
      throw error;
    }
  };
}
