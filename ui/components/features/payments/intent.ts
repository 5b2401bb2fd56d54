/**
 * Purchase intents: what makes a double click or a retried request charge once.
 *
 * The server charges a `request_id` once and answers a repeat with the first result. So the id
 * follows the buyer's intent, not the click: one id per "buy this", kept while that purchase is
 * pending and after a failure that may be tried again (no answer, 5xx, 503 payment unavailable,
 * 402 before topping up, an unreadable answer), and replaced by a fresh one only once the
 * purchase went through, the request was refused as wrong, or the buyer chose something else.
 * A click while a purchase is pending is not a new intent at all.
 */
import { ERROR_STATUS_MIN, HTTP } from '@portal/sdk';

/** 4xx answers after which the same purchase may be sent again: payment needed, or not processed. */
const RETRYABLE_CLIENT_ERRORS: readonly number[] = [HTTP.paymentRequired, HTTP.requestTimeout, HTTP.conflict, HTTP.tooEarly, HTTP.tooManyRequests];

export type IntentState = 'pending' | 'retryable' | 'closed';

export interface PurchaseIntent {
  /** What is being bought, e.g. 'lovecoins:starter' or 'package:VIP'. */
  readonly key: string;
  readonly requestId: string;
  readonly state: IntentState;
}

/**
 * The intent a click starts (or continues). Returns null while a purchase is pending: the click
 * must be ignored, whatever the button's disabled state says.
 */
export function nextIntent(previous: PurchaseIntent | null, key: string, makeId: () => string): PurchaseIntent | null {
  if (previous?.state === 'pending') return null;
  if (previous?.state === 'retryable' && previous.key === key) return { ...previous, state: 'pending' };
  return { key, requestId: makeId(), state: 'pending' };
}

/** The intent after its call answered. */
export function settleIntent(intent: PurchaseIntent, error: unknown): PurchaseIntent {
  if (error === null || error === undefined) return { ...intent, state: 'closed' };
  return { ...intent, state: isRetryablePurchaseError(error) ? 'retryable' : 'closed' };
}

/**
 * Whether the server may have charged, or will accept the same id later: everything but a 4xx
 * refusal of the request itself (400, 401, 403, 404, 422). Read structurally (`kind`, `status`),
 * so the SDK's typed errors and a test double both fit.
 */
export function isRetryablePurchaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  if (kind === 'payment-unavailable' || kind === 'insufficient-balance' || kind === 'quote-changed') return true;
  if (kind === 'not-promotable') return false;
  if (typeof status !== 'number') return true;
  return !(status >= ERROR_STATUS_MIN && status < HTTP.serverError) || RETRYABLE_CLIENT_ERRORS.includes(status);
}
