import { DEFAULT_LOCALE } from '../../schemas/constants';

/** One request the kit sends and the answer it got, as the checks and the recorder read them. */
export interface Exchange {
  request: { method: string; path: string; query: Record<string, string> };
  response: { status: number; headers: Record<string, string>; text: string };
}

export interface SendOptions {
  method: string;
  /** Path with its parameters filled in, e.g. `/api/profile/anna-1`. */
  path: string;
  query?: Record<string, string>;
  token?: string;
  body?: unknown;
}

/** The API could not be reached at all (refused, unknown host, timed out before any answer). */
export class UnreachableError extends Error {
  constructor(readonly url: string, cause: unknown) {
    super(`Cannot reach the API at ${url}: ${reasonOf(cause)}`, { cause });
    this.name = 'UnreachableError';
  }
}

/** The most telling part of a fetch failure: Node's `cause.code` (ECONNREFUSED...) or the message. */
export function reasonOf(error: unknown): string {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    if (cause === undefined && typeof message === 'string') return message;
    e = cause;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface Http {
  send(options: SendOptions): Promise<Exchange>;
}

/**
 * A plain fetch with the headers every call of §7 carries (Content-Language, a bearer token when
 * logged in). The kit reads status, headers and text itself, so it does not use the SDK's
 * transport, which throws on anything it does not expect.
 */
export function createHttp(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Http {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async send({ method, path, query = {}, token, body }) {
      const search = new URLSearchParams(query).toString();
      const url = `${base}${path}${search ? `?${search}` : ''}`;
      const headers: Record<string, string> = { Accept: 'application/json', 'Content-Language': DEFAULT_LOCALE };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetchImpl(url, {
        method: method.toUpperCase(), headers, signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name] = value;
      });
      return {
        request: { method: method.toUpperCase(), path, query },
        response: { status: response.status, headers: responseHeaders, text: await response.text() },
      };
    },
  };
}
