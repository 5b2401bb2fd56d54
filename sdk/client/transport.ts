import createClient from 'openapi-fetch';
import type { Client, Middleware as FetchMiddleware } from 'openapi-fetch';
import type { z } from 'zod/mini';
import { DEFAULT_LOCALE, ERROR_STATUS_MAX, ERROR_STATUS_MIN, HTTP } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { paths } from '../generated/openapi';
import { UnknownLocaleError, toLocale } from '../locale';
import type { LocaleTag } from '../locale';
import { AbortedError, ApiError, MalformedResponseError, NetworkError, PortalError, SchemaMismatchError, TimeoutError } from './errors';
import { resolveUrl } from '../resolve-url';
import { isAbort, resolveRetryPolicy, retryMiddleware } from './retry';
import type { RetryOption } from './retry';
import type { DriftReport } from './tolerate';
import type { SchemaCompiler } from './validate';
import { lazy } from './lazy';

export type { SchemaCompiler } from './validate';
import { bidiReviver, mayHoldBidiControls } from '../text/bidi';

/**
 * openapi-fetch's middleware (`onRequest`, `onResponse`, `onError`), as a type of this package:
 * the declarations then import it by name, which TypeScript 7 reads in the CommonJS declarations
 * too (a namespace import of openapi-fetch's `export =` module is no namespace there).
 */
export type Middleware = FetchMiddleware;

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** Header values: a string sets the header; `null` removes one the client's `headers` set, for one call. */
export type HeaderValues = Headers | Record<string, string | null | undefined>;

/**
 * Options a framework's fetch reads from its second argument: Next.js's
 * `{ next: { revalidate: 60, tags: ['profiles'] } }` or `{ cache: 'force-cache' }`. The request
 * itself (URL, method, headers, body, signal) travels in the Request, so those keys are ignored here.
 */
export interface FetchOptions {
  /** fetch's `cache` mode, spelled out: the DOM's `RequestCache` type would make the DOM library a must for a Node program. */
  cache?: 'default' | 'force-cache' | 'no-cache' | 'no-store' | 'only-if-cached' | 'reload';
  [option: string]: unknown;
}

/** A fetch the client can send with: the request, and the merged `fetchOptions` when there are any. */
export type FetchFunction = (request: Request, init?: FetchOptions) => Promise<Response>;

/** What a client and each call can set (the call's value wins; headers and fetch options are merged). */
export interface RequestSettings {
  /**
   * Headers sent with the request. They win over the ones the client derives: a `Content-Language`
   * or `Authorization` set here is sent as it is (the locale and `getToken` fill them otherwise).
   */
  headers?: HeaderValues;
  /** The retry policy (./retry): one retry by the §7 rule by default; `false` turns it off. */
  retry?: RetryOption;
  /**
   * Milliseconds the whole call may take, retries and their waits included; then it fails with a
   * TimeoutError (not an AbortedError, which is the caller's own signal). None by default (nor
   * for 0).
   */
  timeoutMs?: number;
  /** Passed to `fetch` as its second argument, for frameworks (see FetchOptions). */
  fetchOptions?: FetchOptions;
}

export interface PortalClientOptions extends RequestSettings {
  /** The API host, e.g. 'https://api.example.test' (or the site's own origin, which proxies /api and /media). */
  baseUrl: string;
  /**
   * The language sent as Content-Language: a locale or a BCP 47 tag of one (`'pt-BR'` is sent as
   * `pt`), or a getter read per request. A value that matches none of the nine throws an
   * UnknownLocaleError. Change it later with `setLocale`.
   */
  locale?: LocaleTag | (() => LocaleTag);
  /** The bearer token, read before every request; nothing is sent when it returns null or undefined. */
  getToken?: TokenGetter;
  /** A fetch to use instead of the platform's (SSR, tests, instrumentation, a framework's). */
  fetch?: FetchFunction;
  /**
   * openapi-fetch middleware for every request (more with `client.use`). Order: the client's own
   * headers first, then these in order, then the retry, so a retry re-sends the request as these
   * left it; on the way back the retry comes first, so these see the answer after retries.
   */
  middleware?: readonly Middleware[];
  /** Called when a request that carried a token is answered 401: the token was refused. */
  onUnauthorized?: (info: { method: string; url: string }) => void;
  /**
   * Called once per answer that broke its schema only in parts the schemas declare droppable
   * (schemas/tolerance.ts): the call succeeded without those parts, and this says which were left
   * out and why. Without it they are left out silently.
   */
  onDrift?: (report: DriftReport) => void;
  /**
   * A schema compiler for faster validation of hot answers: zod's `compile`
   * (`import { compile } from 'zod/mini'`). Worth it on a server; it adds about 9 kB gzip to a
   * browser bundle and needs a CSP that allows eval. Without it, zod's runtime parser validates.
   */
  compileSchemas?: SchemaCompiler;
}

/** Per-call options every client function accepts last. */
export interface CallOptions extends RequestSettings {
  signal?: AbortSignal;
}

export type Api = Client<paths>;

/** What every request gets from `call`: spread it into the openapi-fetch call. */
export interface SendInit {
  /** Text: the client parses and validates itself. */
  parseAs: 'text';
  signal?: AbortSignal;
  headers?: HeaderValues;
  /** The caller's middleware and the retry, in order, after the client's headers (see PortalClientOptions.middleware). */
  middleware: Middleware[];
  /** The client's fetch with this call's fetch options bound. */
  fetch: (request: Request) => Promise<Response>;
}

/** The shape of an openapi-fetch answer, as `call` reads it. */
interface Answer {
  data?: string;
  error?: unknown;
  response: Response;
}

export type Send = (api: Api, init: SendInit) => Promise<Answer>;

/**
 * A response schema, or a function that loads it. The SDK's own calls pass loaders (their schemas,
 * and with them zod, load on the first call: ../endpoints/operation-schemas), so importing the
 * client costs an app's start-up no schema library.
 */
export type SchemaSource<S extends z.ZodMiniType> = S | (() => Promise<S>);

export interface Transport {
  readonly api: Api;
  /** Whether the caller gave its own fetch (uploads then never switch to XMLHttpRequest). */
  readonly customFetch: boolean;
  getLocale(): Locale;
  setLocale(locale: LocaleTag): void;
  /** Adds middleware after the ones already there (and before the retry). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added by the option or `use`. */
  eject(...middleware: Middleware[]): void;
  /** A URL the API answered with (a `/media/...` image) made absolute against `baseUrl` (../resolve-url). */
  resolveUrl(path: string): string;
  /**
   * Sends one request and returns its body parsed and validated against `schema` (or the schema
   * it loads, while the request is on its way); throws a PortalError otherwise.
   */
  call<S extends z.ZodMiniType>(schema: SchemaSource<S>, send: Send, options?: CallOptions): Promise<z.output<S>>;
}

const EXCERPT_CHARS = 200;

/** The validator imports zod (its `config`), so it loads with the first call's schema, not with the client. */
export const loadValidator = lazy(() => import('./validate'));

/**
 * The schema and the validator, loading while the request is on its way: the first call pays for
 * them once, in parallel with the network; later calls get them at once. Handled here and awaited
 * later, so a request that fails first leaves no unhandled rejection behind.
 */
function prepareValidation<S extends z.ZodMiniType>(source: SchemaSource<S>) {
  const ready = Promise.all([typeof source === 'function' ? source() : source, loadValidator()]);
  ready.catch(() => undefined);
  return ready;
}

/** The request each answer came from (method and path template), for drift reports. */
interface Origin {
  method: string;
  schemaPath: string;
}

/** Calls a caller's hook; a failing hook must not change the outcome of the call. */
function safely<A>(hook: ((arg: A) => void) | undefined, arg: A): void {
  try {
    hook?.(arg);
  } catch (error) {
    console.error(error);
  }
}

function toTransportError(error: unknown, signal: AbortSignal | undefined): PortalError | UnknownLocaleError {
  if (error instanceof PortalError || error instanceof UnknownLocaleError) return error;
  if (isAbort(error, signal)) return new AbortedError(error);
  return new NetworkError(error);
}

/** Client's and call's fetch options, the call's winning; without the request's own parts, which the Request carries. */
function mergeFetchOptions(client: FetchOptions | undefined, call: FetchOptions | undefined): FetchOptions | undefined {
  if (!client && !call) return undefined;
  const { body: _b, headers: _h, method: _m, signal: _s, ...merged } = { ...client, ...call };
  return merged;
}

/**
 * The call's own deadline (`timeoutMs`) and the caller's signal, as one signal for the request.
 * `timedOut` tells the two apart when the request fails.
 */
function deadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined) {
  if (timeoutMs === undefined || timeoutMs <= 0 || !Number.isFinite(timeoutMs)) {
    return { signal: callerSignal, timedOut: () => false, dispose: () => undefined };
  }
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const follow = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

/**
 * Builds the typed fetch client and its middleware. The middleware sets the headers (§7: a
 * content-language header on every call, a bearer token when logged in), reports refused tokens
 * and applies the retry rule (./retry). Validation is not a middleware: it needs the operation's
 * response schema and should parse the body once, so `call` reads the text, parses it and
 * validates it in one place.
 */
export function createTransport(options: PortalClientOptions): Transport {
  const initial = options.locale;
  let locale: Locale = initial === undefined || typeof initial === 'function' ? DEFAULT_LOCALE : toLocale(initial);
  const localeGetter = typeof initial === 'function' ? initial : undefined;
  const getLocale = (): Locale => (localeGetter ? toLocale(localeGetter()) : locale);
  // Resolved per request, so a fetch patched after the client was made (MSW, instrumentation) is used.
  const baseFetch: FetchFunction = options.fetch ?? ((request, init) => (init ? globalThis.fetch(request, init as RequestInit) : globalThis.fetch(request)));
  const clientRetry = options.retry;
  resolveRetryPolicy(clientRetry); // A bad policy fails when the client is made, not on its first call.

  // openapi-fetch merges the client's headers with a call's (a call's null removes one).
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: baseFetch, ...(options.headers ? { headers: options.headers } : {}) });
  const middleware: Middleware[] = [...(options.middleware ?? [])];

  const origins = new WeakMap<Response, Origin>();
  const headers: Middleware = {
    async onRequest({ request }) {
      if (!request.headers.has('Content-Language')) request.headers.set('Content-Language', getLocale());
      if (!request.headers.has('Authorization')) {
        const token = await options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      return undefined;
    },
    onResponse({ request, response, schemaPath }) {
      if (options.onDrift) origins.set(response, { method: request.method, schemaPath });
      if (response.status === HTTP.unauthorized && request.headers.has('Authorization')) {
        safely(options.onUnauthorized, { method: request.method, url: request.url });
      }
      return undefined;
    },
  };
  // The client's own headers come first for every request (`api` used directly gets them too);
  // each call adds the caller's middleware and the retry after them.
  api.use(headers);

  async function call<S extends z.ZodMiniType>(
    source: SchemaSource<S>,
    send: Send,
    callOptions?: CallOptions,
  ): Promise<z.output<S>> {
    const validation = prepareValidation(source);
    const timeoutMs = callOptions?.timeoutMs ?? options.timeoutMs;
    const limit = deadline(timeoutMs, callOptions?.signal);
    const { signal } = limit;
    const fetchOptions = mergeFetchOptions(options.fetchOptions, callOptions?.fetchOptions);
    const init: SendInit = {
      parseAs: 'text',
      ...(signal ? { signal } : {}),
      ...(callOptions?.headers ? { headers: callOptions.headers } : {}),
      // Order matters: the retry last, so the copy it re-sends carries what every middleware set.
      middleware: [...middleware, retryMiddleware(resolveRetryPolicy(clientRetry, callOptions?.retry))],
      fetch: (request) => baseFetch(request, ...(fetchOptions ? [fetchOptions] : [])),
    };
    let answer: Answer;
    try {
      answer = await send(api, init);
    } catch (error) {
      throw limit.timedOut() ? new TimeoutError(timeoutMs ?? 0, error) : toTransportError(error, signal);
    } finally {
      limit.dispose();
    }
    const { response } = answer;
    if (response.status >= ERROR_STATUS_MIN && response.status <= ERROR_STATUS_MAX) {
      throw new ApiError(response.status, answer.error);
    }
    const text = typeof answer.data === 'string' ? answer.data : '';
    if (!response.ok) throw new MalformedResponseError(response.status, text.slice(0, EXCERPT_CHARS));
    let json: unknown;
    try {
      // Bidi controls never reach a page: an answer holding any is read without them (../text/bidi).
      json = mayHoldBidiControls(text) ? JSON.parse(text, bidiReviver) : JSON.parse(text);
    } catch (error) {
      throw new MalformedResponseError(response.status, text.slice(0, EXCERPT_CHARS), error);
    }
    let schema: S;
    let validate: Awaited<ReturnType<typeof loadValidator>>['validate'];
    try {
      [schema, { validate }] = await validation;
    } catch (error) {
      // The schemas' chunk could not be fetched (offline, or gone after a deploy): like a request that failed.
      throw new NetworkError(error);
    }
    const parsed = validate(schema, json, options.compileSchemas);
    if (parsed.success) return parsed.data;
    const path = response.url ? new URL(response.url).pathname : '(unknown)';
    // The tolerant reading is loaded only when an answer first fails: conforming answers never pay
    // for it. If it cannot be loaded (a chunk gone after a deploy), the answer fails as it would without it.
    const tolerant = await import('./tolerate').catch(() => null);
    const repaired = tolerant?.tolerate(schema, json, parsed.error.issues);
    const origin = origins.get(response);
    const where = { method: origin?.method ?? '', route: origin?.schemaPath ?? path, path };
    if (!repaired) {
      // Reported too, so the failure names its operation, fields and rules (tolerate.ts: DriftReport).
      if (tolerant) safely(options.onDrift, { ...where, dropped: [], failed: tolerant.brokenFields(schema, parsed.error.issues) });
      throw new SchemaMismatchError(parsed.error.issues, path);
    }
    safely(options.onDrift, { ...where, dropped: repaired.dropped });
    return repaired.data;
  }

  return {
    api,
    customFetch: options.fetch !== undefined,
    getLocale,
    setLocale(next) {
      locale = toLocale(next);
    },
    use(...added) {
      middleware.push(...added);
    },
    eject(...removed) {
      for (const m of removed) {
        const at = middleware.indexOf(m);
        if (at !== -1) middleware.splice(at, 1);
      }
    },
    resolveUrl: (path) => resolveUrl(path, options.baseUrl),
    call,
  };
}
