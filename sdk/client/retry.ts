import type { Middleware } from 'openapi-fetch';
import { HTTP, MAX_RETRIES, RETRY_AFTER_CAP_MS, RETRY_DELAY_MS, RETRY_STATUSES } from '../../schemas/constants';

/**
 * The retry rule (§7: "retries once on failure and on 408, 409, 425, 429, 500, 502, 503, 504"),
 * made safe for requests that change something:
 *
 * - Reads (GET) and idempotent writes are retried once on a network failure and on every
 *   RETRY_STATUSES status. An idempotent write leaves the same state however often it arrives:
 *   the questionnaire saves (PATCH profile, POST profile edit, POST business), image deletion,
 *   status changes, and the two payment calls, whose body carries a client-made `request_id` the
 *   server charges once (the retry re-sends the very same body, so the same id).
 * - Every other write (login, registration, reviews, likes and favourites, which toggle, uploads,
 *   the contact form, one-time-token calls...) is retried only when the answer proves the server
 *   did not act on it: 408 (it stopped waiting for the request), 425 (too early, not processed),
 *   429 (rate limited before processing) and 503 (not handled now). On 409, 500, 502 and 504 the
 *   write may have happened, so the error is surfaced. On a network failure such a write is
 *   retried only when the connection was never made (DNS failure, connection refused), which Node
 *   reports in `cause.code`; browsers do not say, so there it is not retried.
 * - `Retry-After` (seconds or an HTTP date) is honoured up to RETRY_AFTER_CAP_MS; a longer wait
 *   is cut to the cap and the one retry still happens (§7 says retry once), on the server and in
 *   the browser alike: no page or visitor waits more than the cap for it, and a second refusal
 *   is surfaced. Without the header the retry waits RETRY_DELAY_MS.
 * - A status that is the server's verdict on this very body (FINAL_STATUSES) is never retried:
 *   re-sending the same body gets the same verdict. A TOP/VIP purchase's 409 says the quote the
 *   payer confirmed is stale (or the target hidden); nothing was charged, and the new figures go
 *   back to the payer to confirm, never into a blind second attempt.
 * - An aborted request is never retried, and an abort during the wait ends the wait at once.
 * - MAX_RETRIES (one) retry. Multipart bodies are re-sent from a copy taken before the first
 *   attempt (or rebuilt per attempt by the XHR upload path).
 *
 * That is the default policy. A client (or one call) may change the count and the statuses, or
 * turn retrying off (`retry: false`); the safety rules for writes above hold whatever the policy.
 */
export type RetryClass = 'read' | 'idempotent-write' | 'write';

export interface RetryPolicy {
  /** Retries after the first attempt: MAX_RETRIES (1, §7 "retries once") by default; 0 turns retrying off. */
  limit?: number;
  /**
   * The statuses that are retried: RETRY_STATUSES (§7) by default. A write that is not idempotent
   * is retried only on those of them that prove the server did not act on it (NOT_PROCESSED_STATUSES).
   */
  statuses?: readonly number[];
}

/** A retry policy, or `false` for none (the same as `{ limit: 0 }`). */
export type RetryOption = RetryPolicy | false;

export interface ResolvedRetryPolicy {
  readonly limit: number;
  readonly statuses: readonly number[];
}

/** §7, from the constants: one retry, on RETRY_STATUSES and on network failures. */
export const DEFAULT_RETRY_POLICY: ResolvedRetryPolicy = { limit: MAX_RETRIES, statuses: RETRY_STATUSES };

/** Layers policies from the most general (the client's) to the most specific (the call's). */
export function resolveRetryPolicy(...layers: ReadonlyArray<RetryOption | undefined>): ResolvedRetryPolicy {
  let policy = DEFAULT_RETRY_POLICY;
  for (const layer of layers) {
    if (layer === undefined) continue;
    policy = layer === false ? { ...policy, limit: 0 } : { limit: layer.limit ?? policy.limit, statuses: layer.statuses ?? policy.statuses };
  }
  if (!Number.isInteger(policy.limit) || policy.limit < 0) {
    throw new RangeError(`retry.limit must be a whole number >= 0, not ${policy.limit}`);
  }
  return policy;
}

/** 'METHOD /path' of the writes that are safe to repeat (see above). Checked against the operations by a test. */
export const IDEMPOTENT_WRITES: ReadonlySet<string> = new Set([
  'PATCH /api/profile/{id}',
  'POST /api/profile/{id}/edit',
  'POST /api/profile/{id}/delete-image',
  'POST /api/profile/{id}/arrange-images',
  'POST /api/profile/{id}/change-status',
  'POST /api/business/{id}',
  'POST /api/business/{id}/delete-image',
  'POST /api/lovecoins/purchase',
  'POST /api/packages/purchase',
]);

/** 'METHOD /path' -> statuses answered about the body itself, which a retry of that body cannot change (see above). */
export const FINAL_STATUSES: Readonly<Record<string, readonly number[]>> = {
  'POST /api/packages/purchase': [HTTP.conflict],
};

/** Statuses that prove a request was not processed, so even a non-idempotent write may be re-sent. */
export const NOT_PROCESSED_STATUSES: readonly number[] = [HTTP.requestTimeout, HTTP.tooEarly, HTTP.tooManyRequests, HTTP.unavailable];

/** Error codes (Node's undici) meaning the connection was never established, so nothing was sent. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function retryClassOf(method: string, schemaPath: string): RetryClass {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD') return 'read';
  return IDEMPOTENT_WRITES.has(`${m} ${schemaPath}`) ? 'idempotent-write' : 'write';
}

export function retriesStatus(
  retryClass: RetryClass, status: number, statuses: readonly number[] = RETRY_STATUSES, final: readonly number[] = [],
): boolean {
  if (!statuses.includes(status) || final.includes(status)) return false;
  return retryClass !== 'write' || NOT_PROCESSED_STATUSES.includes(status);
}

function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function retriesNetworkError(retryClass: RetryClass, error: unknown): boolean {
  if (retryClass !== 'write') return true;
  const code = errorCode(error);
  return code !== undefined && NOT_CONNECTED_CODES.has(code);
}

/**
 * Milliseconds to wait before the retry: `Retry-After` up to the cap (a longer wait is cut to the
 * cap). An unreadable header counts as absent; a date in the past means "now".
 */
export function retryDelayMs(retryAfter: string | null, now: number = Date.now()): number {
  const value = retryAfter?.trim();
  if (!value) return RETRY_DELAY_MS;
  let delay: number;
  if (/^\d+$/.test(value)) delay = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return RETRY_DELAY_MS;
    delay = Math.max(0, at - now);
  }
  return Math.min(delay, RETRY_AFTER_CAP_MS);
}

export function isAbort(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** A wait that an abort ends at once (rejecting with the abort reason). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Outcome = { response: Response } | { error: unknown };

interface Spare {
  /** Taken before the first send, when the body has not been read: every retry sends a clone of it. */
  template: Request;
  retryClass: RetryClass;
  /** The statuses that are this call's verdict on its body (FINAL_STATUSES): never retried. */
  final: readonly number[];
}

/**
 * openapi-fetch middleware applying the rule above with one call's policy. It must be registered
 * last, so its template carries the headers the other middleware set; its onResponse and onError
 * then run first, and the others see the answer after the retries.
 */
export function retryMiddleware(policy: ResolvedRetryPolicy = DEFAULT_RETRY_POLICY): Middleware {
  // Keyed by the Request object so an entry never outlives its request.
  const spares = new WeakMap<Request, Spare>();
  const take = (request: Request) => {
    const spare = spares.get(request);
    spares.delete(request);
    return spare;
  };

  async function retrying(spare: Spare, fetch: (request: Request) => Promise<Response>, signal: AbortSignal, first: Outcome): Promise<Response> {
    let outcome = first;
    for (let retry = 1; retry <= policy.limit; retry += 1) {
      let delay: number;
      if ('response' in outcome) {
        const { response } = outcome;
        if (!retriesStatus(spare.retryClass, response.status, policy.statuses, spare.final)) return response;
        delay = retryDelayMs(response.headers.get('Retry-After'));
        // Frees the connection; not awaited, since a tee'd body (MSW, caches) may never settle the cancel.
        response.body?.cancel().catch(() => undefined);
      } else {
        if (isAbort(outcome.error, signal) || !retriesNetworkError(spare.retryClass, outcome.error)) throw outcome.error;
        delay = RETRY_DELAY_MS;
      }
      await sleep(delay, signal);
      try {
        outcome = { response: await fetch(retry < policy.limit ? spare.template.clone() : spare.template) };
      } catch (error) {
        outcome = { error };
      }
    }
    if ('response' in outcome) return outcome.response;
    throw outcome.error;
  }

  return {
    onRequest({ request, schemaPath }) {
      if (policy.limit === 0 || request.signal.aborted) return undefined;
      spares.set(request, {
        template: request.clone(), retryClass: retryClassOf(request.method, schemaPath),
        final: FINAL_STATUSES[`${request.method.toUpperCase()} ${schemaPath}`] ?? [],
      });
      return undefined;
    },
    async onResponse({ request, response, options }) {
      const spare = take(request);
      return spare ? retrying(spare, options.fetch, request.signal, { response }) : undefined;
    },
    async onError({ request, error, options }) {
      const spare = take(request);
      if (!spare) return undefined;
      try {
        return await retrying(spare, options.fetch, request.signal, { error });
      } catch (last) {
        // Handed on, so middleware registered before this one still sees the failure.
        if (last instanceof Error) return last;
        throw last;
      }
    },
  };
}
