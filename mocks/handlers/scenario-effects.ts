import { delay, HttpResponse } from 'msw';
import { API_MESSAGES, HTTP } from '../../schemas';
import type { OperationDef, OperationId } from '../../schemas';
import { countFault, flakyDraw, type ActiveScenarios } from '../scenarios';
import { MOCK_MESSAGES } from './messages';

/** How the scenarios of mocks/scenarios.ts change an operation's answer. */

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });

type FlakyFailure = { status: number; message: string } | { corrupt: 'malformed' | 'schema-violation' };

/**
 * What a flaky failure is, by share of the failures: statuses for every call (sent before the
 * implementation runs), and for reads also a broken body (a read changes nothing, so it may run).
 */
const FLAKY_FAILURES: ReadonlyArray<readonly [share: number, failure: FlakyFailure]> = [
  [0.35, { status: HTTP.unavailable, message: MOCK_MESSAGES.unavailable }],
  [0.2, { status: HTTP.tooManyRequests, message: MOCK_MESSAGES.tooManyRequests }],
  [0.15, { status: HTTP.serverError, message: MOCK_MESSAGES.serverError }],
  [0.15, { corrupt: 'malformed' }],
  [0.15, { corrupt: 'schema-violation' }],
];

function flakyFailure(op: OperationDef): FlakyFailure {
  let draw = flakyDraw();
  for (const [share, failure] of FLAKY_FAILURES) {
    if (draw < share) return 'corrupt' in failure && op.method !== 'get' ? FLAKY_FAILURES[0]![1] : failure;
    draw -= share;
  }
  return FLAKY_FAILURES[0]![1];
}

/**
 * Before the implementation runs: a delay, or an answer that replaces it, or the scenarios for
 * the rest of this request (a flaky read may be answered with a broken body). Failing before the
 * implementation means a flaky 503 never half-applies a purchase, as with a real gateway.
 */
export async function beforeImplementation(op: OperationDef, scenarios: ActiveScenarios): Promise<Response | ActiveScenarios> {
  const { names } = scenarios;
  if (names.has('slow')) await delay(scenarios.slowMs);
  if (names.has('down')) return json(HTTP.serverError, { message: MOCK_MESSAGES.serverError });
  if (names.has('flaky') && flakyDraw() < scenarios.flakyRate) {
    countFault();
    const failure = flakyFailure(op);
    if ('corrupt' in failure) return { ...scenarios, names: new Set([...names, failure.corrupt]) };
    // Retry-After 0: the client may retry at once, and tests stay fast.
    return json(failure.status, { message: failure.message }, { 'Retry-After': '0' });
  }
  if (names.has('payment-unavailable') && op.id === ('buyLoveCoins' satisfies OperationId)) {
    return json(HTTP.unavailable, { message: API_MESSAGES.paymentUnavailable });
  }
  return scenarios;
}

const EMPTY_META = { total_items: 0, total_pages: 0 };

/** The `empty` scenario: the same answer with its lists emptied (still valid for the schema). */
export function emptyLists(id: OperationId, body: unknown): unknown {
  const b = body as Record<string, unknown>;
  switch (id) {
    case 'listProfiles': case 'listBusinesses': case 'listReviews': case 'listStories':
      return { ...b, data: [], meta: { ...(b.meta as object), ...EMPTY_META } };
    case 'listProfileReviews': case 'listBusinessReviews':
      return { ...b, reviews: [], avg_rating: null, meta: { ...(b.meta as object), ...EMPTY_META } };
    case 'getEscortIndexSlider': case 'getIndexSlider': case 'listNotifications': case 'listPurchases':
      return { ...b, data: [] };
    case 'listFavorites':
      return { ...b, data: { profiles: [], businesses: [] } };
    case 'showBusiness':
      return { ...b, profiles: [] };
    default:
      return body;
  }
}

/** Every top-level field of the wrong type: what a client meets when the API drifts. */
export function breakSchema(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { unexpected: body };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, wrongType(v)]));
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 404;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return 'not-a-list';
  if (value === null) return [];
  return 'not-an-object';
}

/** The answer as sent, after `malformed` or `schema-violation` had their say. */
export function send(status: number, body: unknown, scenarios: ActiveScenarios, headers: Record<string, string> = {}): Response {
  if (scenarios.names.has('malformed')) {
    const text = JSON.stringify(body) ?? 'null';
    // A strict prefix of a JSON text is never valid JSON.
    return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status, headers: { 'Content-Type': 'application/json', ...headers },
    });
  }
  if (scenarios.names.has('schema-violation')) return json(status, breakSchema(body), headers);
  return json(status, body, headers);
}
