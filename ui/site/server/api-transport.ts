import { Agent, errors, interceptors, request as undiciRequest } from 'undici';
import type { Dispatcher } from 'undici';

/**
 * How the server's SDK clients reach the API: a Fetch `(request, init) => Response` on undici's
 * own request API instead of the platform's fetch. The platform's fetch runs the whole WHATWG
 * fetch algorithm for every call (another Request, its Headers, a web stream for the body, CORS
 * and cache bookkeeping that a server-to-server call never needs): about 0.3 ms of CPU per API call
 * on the bench VM against 0.17 ms here (bench/RESULTS.md), on every page's two to four calls. What
 * a page's calls rely on is kept:
 * - the call's signal (`init.signal`, else the request's) aborts it, whether the answer's headers
 *   or its body are still on their way, and the socket to the API is closed (upstream-fetch.ts);
 * - redirects are followed, as fetch does (at most 20);
 * - no `accept-encoding` is sent, so the API answers uncompressed (fetch asks for gzip and
 *   inflates it: CPU on both sides for a hop inside the cluster);
 * - a failure to connect or a broken answer rejects with fetch's `TypeError('fetch failed')`, the
 *   network error (with its `code`, ECONNREFUSED...) as its `cause`, so the SDK's retry reads it
 *   the same; an abort rejects with the signal's reason.
 * The answer is read whole before it is handed on: every caller reads it whole anyway (the SDK
 * parses JSON), and a Response over a buffer costs less than one over a stream.
 */
export type ApiTransport = (request: Request, init?: { readonly signal?: AbortSignal }) => Promise<Response>;

/** Statuses whose Response has no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);
const MAX_REDIRECTIONS = 20;

/** Keep-alive connections to the API, shared by the process's pages (undici's defaults, as the platform's fetch has them). */
export function apiDispatcher(): Dispatcher {
  return new Agent().compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS }));
}

function headerPairs(headers: Headers): string[] {
  const pairs: string[] = [];
  headers.forEach((value, name) => pairs.push(name, value));
  return pairs;
}

function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const name in raw) {
    const value = raw[name];
    if (typeof value === 'string') headers.append(name, value);
    else if (value) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/** An abort is the signal's reason, as with fetch; anything else is fetch's network error. */
function transportError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof errors.RequestAbortedError) return error;
  return new TypeError('fetch failed', { cause: error });
}

export function apiTransport(dispatcher: Dispatcher = apiDispatcher()): ApiTransport {
  return async (request, init) => {
    const signal = init?.signal ?? request.signal;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    try {
      const answer = await undiciRequest(request.url, {
        dispatcher,
        method: request.method as Dispatcher.HttpMethod,
        headers: headerPairs(request.headers),
        body,
        signal,
      });
      const bytes = await answer.body.arrayBuffer();
      const nullBody = NULL_BODY_STATUSES.has(answer.statusCode) || request.method === 'HEAD';
      const response = new Response(nullBody ? null : bytes, { status: answer.statusCode, headers: responseHeaders(answer.headers) });
      // fetch's answer knows its URL (the SDK names a drifting answer's path by it).
      Object.defineProperty(response, 'url', { value: request.url });
      return response;
    } catch (error) {
      throw transportError(error, signal);
    }
  };
}

let shared: ApiTransport | undefined;
/** The process's one transport, made on first use: its keep-alive connections serve every page. */
export const sharedApiTransport = (): ApiTransport => (shared ??= apiTransport());
