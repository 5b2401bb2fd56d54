import { HTTP } from '@portal/sdk';
import { DataDeadlineError } from '../data/upstream-errors';
import { sharedApiTransport } from './api-transport';
import type { ApiTransport } from './api-transport';
import { DEFAULT_SSR_DATA_TIMEOUT_MS } from './config';

/**
 * The fetch of one page's server-side data calls: each call is aborted when the visitor leaves
 * (the response closes before the page is sent) or when the page's data deadline passes, so a
 * hung or slow API never holds a page, or a socket to the API, longer than that. Aborting a fetch
 * closes its connection to the API.
 */

/** The page's Retry-After on a 503 when the API gave none (seconds). */
export const PAGE_RETRY_AFTER_S = 30;
/** A longer Retry-After from the API is cut to this (seconds). */
const MAX_PAGE_RETRY_AFTER_S = 3_600;

const NOT_NOW: readonly number[] = [HTTP.requestTimeout, HTTP.tooEarly, HTTP.tooManyRequests, HTTP.unavailable];

export interface PageUpstream {
  /** The fetch for the page's SDK client. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The page's Retry-After value: what the API last asked for on a "not now" answer, else the default. */
  retryAfter(): string;
  /** Stops the deadline's timer (the page is done). */
  dispose(): void;
}

/**
 * `send` is what goes to the API (by default api-transport.ts; the server passes its instrumented
 * one, upstream-telemetry.ts, which adds the request id and times the call). It gets each call's
 * own signal beside the request, as fetch's `init.signal`.
 */
export function pageUpstream(
  visitorGone: AbortSignal,
  timeoutMs: number = DEFAULT_SSR_DATA_TIMEOUT_MS,
  send: ApiTransport = sharedApiTransport(),
): PageUpstream {
  // Every link below is a plain listener or a strong reference, never `AbortSignal.any` or a
  // signal handed through `new Request(request, { signal })`: Node's fetch (undici) follows such a
  // signal through a WeakRef, so once the garbage collector takes the intermediate Request or
  // signal in the middle of a call, the abort no longer reaches the socket and the page hangs
  // (tests/unit/site/upstream-fetch.test.ts forces a collection to prove it). The calls keep
  // their controllers here until the page is done.
  const page = new AbortController();
  const end = (reason: unknown) => {
    if (!page.signal.aborted) page.abort(reason);
  };
  const onVisitorGone = () => end(visitorGone.reason);
  if (visitorGone.aborted) onVisitorGone();
  else visitorGone.addEventListener('abort', onVisitorGone, { once: true });
  const timer = setTimeout(() => end(new DataDeadlineError(`No API answer within ${timeoutMs} ms`)), timeoutMs);
  /** The calls of the page, held until it is done (see above). */
  const calls = new Set<{ readonly controller: AbortController; readonly unlink: () => void }>();
  let askedSeconds: number | null = null;

  return {
    async fetch(request) {
      // One controller per call: the page's end and the caller's own signal both abort it.
      const controller = new AbortController();
      const abortCall = (signal: AbortSignal) => () => {
        if (!controller.signal.aborted) controller.abort(signal.reason);
      };
      const onPageEnd = abortCall(page.signal);
      const onCallerAbort = abortCall(request.signal);
      if (page.signal.aborted) onPageEnd();
      else if (request.signal.aborted) onCallerAbort();
      page.signal.addEventListener('abort', onPageEnd, { once: true });
      request.signal.addEventListener('abort', onCallerAbort, { once: true });
      const call = {
        controller,
        unlink: () => {
          page.signal.removeEventListener('abort', onPageEnd);
          request.signal.removeEventListener('abort', onCallerAbort);
        },
      };
      calls.add(call);
      const response = await send(request, { signal: controller.signal });
      const retryAfter = response.headers.get('retry-after')?.trim();
      if (NOT_NOW.includes(response.status) && retryAfter && /^\d+$/.test(retryAfter)) {
        askedSeconds = Math.min(Number(retryAfter), MAX_PAGE_RETRY_AFTER_S);
      }
      return response;
    },
    retryAfter: () => String(askedSeconds ?? PAGE_RETRY_AFTER_S),
    dispose: () => {
      clearTimeout(timer);
      visitorGone.removeEventListener('abort', onVisitorGone);
      for (const call of calls) call.unlink();
      calls.clear();
    },
  };
}
