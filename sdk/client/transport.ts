import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { z } from 'zod';
import { DEFAULT_LOCALE, ERROR_STATUS_MAX, ERROR_STATUS_MIN, HTTP } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { paths } from '../generated/openapi';
import { AbortedError, ApiError, MalformedResponseError, NetworkError, PortalError, SchemaMismatchError } from './errors';
import { isAbort, retryMiddleware } from './retry';
import type { DriftReport } from './tolerate';
import { validate } from './validate';
import { bidiReviver, mayHoldBidiControls } from '../text/bidi';

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface PortalClientOptions {
  /** The API host, e.g. 'https://api.example.test' (or the site's own origin, which proxies /api and /media). */
  baseUrl: string;
  /** The language sent as Content-Language: a value (change it later with `setLocale`) or a getter read per request. */
  locale?: Locale | (() => Locale);
  /** The bearer token, read before every request; nothing is sent when it returns null or undefined. */
  getToken?: TokenGetter;
  /** A fetch to use instead of the platform's (SSR, tests, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called when a request that carried a token is answered 401: the token was refused. */
  onUnauthorized?: (info: { method: string; url: string }) => void;
  /**
   * Called once per answer that broke its schema only in parts the schemas declare droppable
   * (schemas/tolerance.ts): the call succeeded without those parts, and this says which were left
   * out and why. Without it they are left out silently.
   */
  onDrift?: (report: DriftReport) => void;
}

/** Per-call options every client function accepts last. */
export interface CallOptions {
  signal?: AbortSignal;
}

export type Api = Client<paths>;

/** What every request gets from `call`: text parsing (the client parses and validates itself) and the signal. */
export interface SendInit {
  parseAs: 'text';
  signal?: AbortSignal;
}

/** The shape of an openapi-fetch answer, as `call` reads it. */
interface Answer {
  data?: string;
  error?: unknown;
  response: Response;
}

export type Send = (api: Api, init: SendInit) => Promise<Answer>;

export interface Transport {
  readonly api: Api;
  /** The fetch requests go through (the custom one, or the platform's at call time). */
  readonly fetch: (request: Request) => Promise<Response>;
  readonly customFetch: boolean;
  getLocale(): Locale;
  setLocale(locale: Locale): void;
  /** Sends one request and returns its body parsed and validated against `schema`; throws a PortalError otherwise. */
  call<S extends z.ZodType>(schema: S, send: Send, options?: CallOptions): Promise<z.output<S>>;
}

const EXCERPT_CHARS = 200;

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

function toTransportError(error: unknown, signal: AbortSignal | undefined): PortalError {
  if (error instanceof PortalError) return error;
  if (isAbort(error, signal)) return new AbortedError(error);
  return new NetworkError(error);
}

/**
 * Builds the typed fetch client and its middleware. The middleware sets the headers (§7: a
 * content-language header on every call, a bearer token when logged in), reports refused tokens
 * and applies the retry rule (./retry). Validation is not a middleware: it needs the operation's
 * response schema and should parse the body once, so `call` reads the text, parses it and
 * validates it in one place.
 */
export function createTransport(options: PortalClientOptions): Transport {
  let locale: Locale = typeof options.locale === 'string' ? options.locale : DEFAULT_LOCALE;
  const localeGetter = typeof options.locale === 'function' ? options.locale : undefined;
  const getLocale = () => localeGetter?.() ?? locale;
  // Resolved per request, so a fetch patched after the client was made (MSW, instrumentation) is used.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: baseFetch });

  const origins = new WeakMap<Response, Origin>();
  const headers: Middleware = {
    async onRequest({ request }) {
      request.headers.set('Content-Language', getLocale());
      const token = await options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
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
  // Order matters: headers first, so the retry middleware's clone carries them.
  api.use(headers, retryMiddleware());

  async function call<S extends z.ZodType>(schema: S, send: Send, callOptions?: CallOptions): Promise<z.output<S>> {
    const signal = callOptions?.signal;
    let answer: Answer;
    try {
      answer = await send(api, { parseAs: 'text', ...(signal ? { signal } : {}) });
    } catch (error) {
      throw toTransportError(error, signal);
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
    const parsed = validate(schema, json);
    if (parsed.success) return parsed.data;
    const path = response.url ? new URL(response.url).pathname : '(unknown)';
    // The tolerant reading is loaded only when an answer first fails: conforming answers never pay
    // for it. If it cannot be loaded (a chunk gone after a deploy), the answer fails as it would without it.
    const tolerant = await import('./tolerate').catch(() => null);
    const repaired = tolerant?.tolerate(schema, json, parsed.error.issues);
    if (!repaired) throw new SchemaMismatchError(parsed.error.issues, path);
    const origin = origins.get(response);
    safely(options.onDrift, { method: origin?.method ?? '', route: origin?.schemaPath ?? path, path, dropped: repaired.dropped });
    return repaired.data;
  }

  return {
    api,
    fetch: baseFetch,
    customFetch: options.fetch !== undefined,
    getLocale,
    setLocale(next) {
      locale = next;
    },
    call,
  };
}
