import { data, isRouteErrorResponse } from 'react-router';
import { HTTP } from '../../../schemas/constants';
import { ApiError, PortalError } from '../../../sdk/client/errors';

/** What a page's route error carries when the API, not the page, failed. */
export interface UpstreamErrorData {
  readonly upstream: true;
}

const UPSTREAM: UpstreamErrorData = { upstream: true };

/**
 * The status a page answers with when its data could not be had from the API: 503 when the API
 * gave no answer (unreachable, or itself unavailable or rate-limiting), 502 when it answered
 * wrongly (a server error, a cut-off body, a body that breaks the schema). Anything else (a 404
 * of the API, a programming error) is not the API host's fault and keeps its own path.
 */
export function upstreamStatus(error: unknown): number | null {
  if (error instanceof ApiError) {
    if (error.status === HTTP.unavailable || error.status === HTTP.tooManyRequests) return HTTP.unavailable;
    return error.status >= HTTP.serverError ? HTTP.badGateway : null;
  }
  if (!(error instanceof PortalError)) return null;
  switch (error.kind) {
    case 'network':
      return HTTP.unavailable;
    case 'malformed-response':
    case 'schema-mismatch':
      return HTTP.badGateway;
    default:
      return null;
  }
}

/**
 * Turns an API failure thrown by a loader into a route error with its gateway status, so the
 * server answers 503/502 (not 500) with the error page, and the browser sees the same page after
 * hydration or a client navigation. Other errors pass through unchanged.
 */
export function asRouteError(error: unknown): unknown {
  const status = upstreamStatus(error);
  if (status === null) return error;
  return data(UPSTREAM, { status, statusText: status === HTTP.unavailable ? 'Service Unavailable' : 'Bad Gateway' });
}

/** True for a route error made by asRouteError. */
export function isUpstreamRouteError(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as Partial<UpstreamErrorData> | null)?.upstream === true;
}
