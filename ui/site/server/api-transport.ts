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
 * parses JSON), so the Response answers its body methods from that buffer (`ReadAnswer`) instead
 * of pouring it through a web stream.
 */
export type ApiTransport = (request: Request, init?: { readonly signal?: unknown; readonly [option: string]: unknown }) => Promise<Response>;

/** Final statuses whose Response has no body (the Fetch standard's null body statuses; 1xx never ends a call). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);
const MAX_REDIRECTIONS = 20;

/** Keep-alive connections to the API, shared by the process's pages (undici's defaults, as the platform's fetch has them). */
export function apiDispatcher(): Dispatcher {
  return new Agent().compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS }));
}

const utf8 = new TextDecoder();

/**
 * A Response whose body was read already: `text()`, `json()`, `arrayBuffer()`, `bytes()` and
 * `blob()` answer from the buffer, once, as a Response's body is read once; a stream is made only
 * for a caller that asks for `body` (which then counts as reading it). `url` is the request's.
 */
class ReadAnswer extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  readonly #url: string;
  #used = false;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit, url: string) {
    super(null, init);
    this.#bytes = bytes;
    this.#url = url;
  }

  override get url(): string {
    return this.#url;
  }

  override get bodyUsed(): boolean {
    return this.#used;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.#used = true;
    return (this.#stream ??= new Blob([this.#bytes]).stream());
  }

  #take(): Uint8Array<ArrayBuffer> {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes;
  }

  override text(): Promise<string> {
    return Promise.resolve().then(() => utf8.decode(this.#take()));
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve().then(() => new Uint8Array(this.#take()).buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve().then(() => new Uint8Array(this.#take()));
  }

  override blob(): Promise<Blob> {
    return Promise.resolve().then(() => new Blob([this.#take()], { type: this.headers.get('content-type') ?? '' }));
  }

  override formData(): Promise<FormData> {
    return Promise.resolve().then(() => new Response(this.#take(), { headers: this.headers }).formData());
  }

  override clone(): ReadAnswer {
    if (this.#used) throw new TypeError('Response.clone: Body has already been consumed.');
    return new ReadAnswer(this.#bytes, { status: this.status, statusText: this.statusText, headers: this.headers }, this.#url);
  }
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
    const signal = init?.signal instanceof AbortSignal ? init.signal : request.signal;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    try {
      const answer = await undiciRequest(request.url, {
        dispatcher,
        method: request.method as Dispatcher.HttpMethod,
        headers: headerPairs(request.headers),
        body,
        signal,
      });
      const bytes = new Uint8Array(await answer.body.arrayBuffer());
      const head = { status: answer.statusCode, headers: responseHeaders(answer.headers) };
      if (NULL_BODY_STATUSES.has(answer.statusCode) || request.method === 'HEAD') {
        const empty = new Response(null, head);
        // fetch's answer knows its URL (the SDK names a drifting answer's path by it).
        Object.defineProperty(empty, 'url', { value: request.url });
        return empty;
      }
      return new ReadAnswer(bytes, head, request.url);
    } catch (error) {
      throw transportError(error, signal);
    }
  };
}

let shared: ApiTransport | undefined;
/** The process's one transport, made on first use: its keep-alive connections serve every page. */
export const sharedApiTransport = (): ApiTransport => (shared ??= apiTransport());
