import { HTTP } from '../../../schemas/constants';
import { DataDeadlineError } from '../data/upstream-errors';
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
 * `send` is the fetch that goes to the API (by default the platform's; the server passes its
 * instrumented one, upstream-telemetry.ts, which adds the request id and times the call).
 */
export function pageUpstream(
  visitorGone: AbortSignal,
  timeoutMs: number = DEFAULT_SSR_DATA_TIMEOUT_MS,
  send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): PageUpstream {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DataDeadlineError(`No API answer within ${timeoutMs} ms`)), timeoutMs);
  const signal = AbortSignal.any([visitorGone, deadline.signal]);
  let askedSeconds: number | null = null;

  return {
    async fetch(request) {
      const init: RequestInit & { duplex?: 'half' } = { signal: AbortSignal.any([request.signal, signal]) };
      if (request.body) init.duplex = 'half';
      const response = await send(new Request(request, init));
      const retryAfter = response.headers.get('retry-after')?.trim();
      if (NOT_NOW.includes(response.status) && retryAfter && /^\d+$/.test(retryAfter)) {
        askedSeconds = Math.min(Number(retryAfter), MAX_PAGE_RETRY_AFTER_S);
      }
      return response;
    },
    retryAfter: () => String(askedSeconds ?? PAGE_RETRY_AFTER_S),
    dispose: () => clearTimeout(timer),
  };
}
