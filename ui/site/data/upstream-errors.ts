import { data, redirectDocument } from 'react-router';
import { ERROR_STATUS_MAX, ERROR_STATUS_MIN, HTTP, ApiError, PortalError, loginLocation, matchRoute, clearSessionCookies, serializeCookie, clearLogoutStorage, logoutEffects, browserCookieOptions, documentCookieWriter, writeCookies } from '@portal/sdk';
// The session modules without the user schema (zod stays out of the first load).
import { notFound } from '../guard';
import { UPSTREAM } from './upstream-route-error';
import { NO_STORE } from '../server/caching';

export { isUpstreamRouteError } from './upstream-route-error';
export type { UpstreamErrorData } from './upstream-route-error';

/**
 * The page's answer to an API status, in one table: 401 ends the session (cookies cleared, 302 to
 * the login page, which returns here afterwards); 403 is the forbidden page; 404 and 410 the 404
 * page; a status saying "not now" (408, 425, 429, 503) is 503 with Retry-After; any other 4xx or
 * 5xx is 502. An API answer never makes a page 500.
 */
export const UPSTREAM_STATUS_TABLE: ReadonlyArray<{ readonly upstream: readonly number[]; readonly page: number }> = [
  { upstream: [HTTP.unauthorized], page: HTTP.found },
  { upstream: [HTTP.forbidden], page: HTTP.forbidden },
  { upstream: [HTTP.notFound, HTTP.gone], page: HTTP.notFound },
  { upstream: [HTTP.requestTimeout, HTTP.tooEarly, HTTP.tooManyRequests, HTTP.unavailable], page: HTTP.unavailable },
];

/** The page status for an API error status (400-599): the table's row, else 502. */
export function pageStatusFor(apiStatus: number): number {
  return UPSTREAM_STATUS_TABLE.find((row) => row.upstream.includes(apiStatus))?.page ?? HTTP.badGateway;
}

/**
 * The reason the server's data calls are aborted with when the page's data deadline passes
 * (server/upstream-fetch.ts). Named AbortError: an abort is never retried and the client reports
 * it as `aborted`, with this as the cause.
 */
export class DataDeadlineError extends Error {
  override readonly name = 'AbortError';
  readonly deadline = true;
}

function passedDeadline(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; depth++) {
    if (e instanceof DataDeadlineError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The status a page answers with when its data could not be had from the API, or null when the
 * failure is not the API's (a programming error, a visitor who left). An API answer goes through
 * the table; no answer within the deadline is 504; no answer at all 503; a body that cannot be
 * read or breaks the schema 502.
 */
export function upstreamStatus(error: unknown): number | null {
  if (passedDeadline(error)) return HTTP.gatewayTimeout;
  if (error instanceof ApiError) {
    return error.status >= ERROR_STATUS_MIN && error.status <= ERROR_STATUS_MAX ? pageStatusFor(error.status) : HTTP.badGateway;
  }
  if (!(error instanceof PortalError)) return null;
  switch (error.kind) {
    case 'network':
      return HTTP.unavailable;
    case 'malformed-response':
    case 'schema-mismatch':
    case 'unexpected-message':
      return HTTP.badGateway;
    default:
      return null;
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  [HTTP.forbidden]: 'Forbidden',
  [HTTP.badGateway]: 'Bad Gateway',
  [HTTP.unavailable]: 'Service Unavailable',
  [HTTP.gatewayTimeout]: 'Gateway Timeout',
};

/** A web storage, or null where reading it throws (storage disabled). */
function storage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/**
 * The API refused the session (401): the session cookies are cleared and the visitor goes to the
 * login page, which brings them back here. On the server the cookies are expired by the redirect's
 * Set-Cookie; in the browser (a client navigation) they are expired here, with the drafts logout
 * clears, and the login page loads as a new document so no state of the old session survives.
 */
export function sessionEnded(request: Request): Response {
  const url = new URL(request.url);
  const location = loginLocation(matchRoute(url.pathname + url.search));
  if (typeof document === 'undefined') {
    const headers = new Headers({ 'cache-control': NO_STORE });
    const secure = url.protocol === 'https:';
    for (const spec of clearSessionCookies({ secure })) headers.append('set-cookie', serializeCookie(spec));
    return redirectDocument(location, { status: HTTP.found, headers });
  }
  const effects = logoutEffects(browserCookieOptions());
  writeCookies(documentCookieWriter, effects.cookies);
  clearLogoutStorage(storage('localStorage'), storage('sessionStorage'));
  return redirectDocument(location, HTTP.found);
}

/**
 * Turns an API failure thrown by a loader (or the server's session check) into what the page
 * answers, by the table above: a redirect, the 404 page, or a route error with its status (the
 * error page, the same after hydration or a client navigation). Other errors pass through.
 */
export function asRouteError(error: unknown, request: Request): unknown {
  const status = upstreamStatus(error);
  if (status === null) return error;
  if (status === HTTP.found) return sessionEnded(request);
  if (status === HTTP.notFound) return notFound(new URL(request.url).pathname);
  return data(UPSTREAM, { status, statusText: STATUS_TEXT[status] ?? 'Bad Gateway' });
}
