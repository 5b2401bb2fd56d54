import { isRouteErrorResponse } from 'react-router';

/**
 * What a page's route error carries when the API, not the page, failed: the error page's side of
 * data/upstream-errors.ts. Kept apart from the mapping (its status table, the SDK's error classes,
 * the session ending), which the browser loads only when a loader fails.
 */
export interface UpstreamErrorData {
  readonly upstream: true;
}

export const UPSTREAM: UpstreamErrorData = { upstream: true };

/** True for a route error made by asRouteError (data/upstream-errors.ts). */
export function isUpstreamRouteError(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as Partial<UpstreamErrorData> | null)?.upstream === true;
}
