import type { DefaultError, DefaultOptions } from '@tanstack/react-query';
// The base class, not `isPortalError` (../client/errors): that module brings every error class along.
import { PortalError } from '../client/portal-error';

/** TanStack Query's `retry` value: a count, true/false, or `(failureCount, error) => boolean`. */
export type QueryRetry = NonNullable<NonNullable<DefaultOptions['queries']>['retry']>;

/**
 * A TanStack Query `retry` that does not stack on the client's own. A PortalError has been
 * through the client's retry policy already (§7: one retry, and only of what is safe to repeat),
 * or no retry can fix it (4xx, a schema mismatch, an abort, a timeout): it is not retried again.
 * Any other error (thrown by your own query functions) is retried as `retry` says, read the way
 * TanStack reads it. To retry the API more, raise the client's `retry.limit` instead.
 */
export function portalRetry(retry: QueryRetry = 0): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    if (error instanceof PortalError) return false;
    if (typeof retry === 'function') return retry(failureCount, error as DefaultError);
    if (typeof retry === 'boolean') return retry;
    return failureCount < retry;
  };
}
