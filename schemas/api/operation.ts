import type { z } from 'zod/mini';
import { HTTP } from '../constants';
import type { API_MESSAGES, Role } from '../constants';

export type HttpMethod = 'get' | 'post' | 'patch';
export type OperationTag =
  'session' | 'profiles' | 'reviews' | 'businesses' | 'reference' | 'media' | 'client' | 'payments' | 'settings';

/** A §8 message of the API, by its key in API_MESSAGES. */
export type ApiMessageKey = keyof typeof API_MESSAGES;

/**
 * What a call's answers mean beyond their status (§8), as data: the SDK's endpoint functions apply
 * these rules (sdk/endpoints/derive.ts).
 */
export interface OperationOutcome {
  /** A success answer is one whose `message` is this; a success status with any other message is a failure. */
  successMessage?: ApiMessageKey;
  /** A refusal of a guest (401) or of another role (403) reads this message instead of the API's. */
  restricted?: 'likesClientsOnly' | 'favoritesClientsOnly' | 'reviewsUsersOnly';
  /**
   * §8 "Feedback or review failure": any other failure (another success message, an error status
   * but 401 and 422, which keep their own) reads feedbackFailed.
   */
  feedback?: true;
}

/**
 * How the SDK's endpoint function of a call takes its request, in order, before its call options:
 * `path` the path's id, `body` the JSON body, `form` a multipart body, `query` the query object,
 * `filters` a listing's filters (normalised) and `page` its page (the API's page size), both
 * optional. Derived from the operation's schemas (see routeArgsOf).
 */
export type RouteArg = 'path' | 'body' | 'form' | 'query' | 'filters' | 'page';

/**
 * An operation without its schemas: what the SDK needs to send it before zod has loaded.
 * sdk/generated/operations.ts holds one per operation, generated from the table by `npm run openapi`.
 */
export interface OperationRoute {
  id: string;
  method: HttpMethod;
  path: string;
  args: readonly RouteArg[];
  outcome?: OperationOutcome;
}

/**
 * One call of the API, described once: the SDK's client, the OpenAPI document and the mock
 * backend are all derived from these definitions.
 */
export interface OperationDef {
  /** operationId: says what the call does. */
  id: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/profile/{id}`. */
  path: string;
  tag: OperationTag;
  summary: string;
  /** 'required': needs a bearer token; 'optional': personalises the answer when one is sent. */
  auth: 'none' | 'optional' | 'required';
  /** Roles allowed when auth is required (any role when absent). */
  roles?: readonly Role[];
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  bodyType?: 'json' | 'multipart';
  response: z.ZodMiniType;
  /** Error statuses the call documents besides the generic ones. */
  errors: readonly number[];
  /** Error statuses whose body is not the plain `{ message }` (or 422's), with what they mean. */
  errorBodies?: Readonly<Record<number, { schema: z.ZodMiniType; description: string }>>;
  /** §8 rules on what its answers mean (the messages that are success, the wording of refusals). */
  outcome?: OperationOutcome;
  /** What of this call is not in the spec and was designed here. */
  inferred?: string;
  /** True for calls the product needs that section 7 does not list. */
  extra?: boolean;
}

export const defineOperation = <const T extends OperationDef>(def: T): T => def;

/**
 * Error statuses an operation may answer with: the ones it documents plus those every call of its
 * kind has (401 when it reads a token, 403 when it needs a role, 404 when it has path params, 422
 * when it takes a query or body), in ascending order. openapi.yaml lists each of them; the mock
 * backend keeps to these; the contract kit checks them.
 */
export function errorStatusesOf(op: OperationDef): number[] {
  const statuses = new Set<number>(op.errors);
  if (op.auth !== 'none') statuses.add(HTTP.unauthorized);
  if (op.auth === 'required') statuses.add(HTTP.forbidden);
  if (op.params !== undefined) statuses.add(HTTP.notFound);
  if (op.query !== undefined || op.body !== undefined) statuses.add(HTTP.unprocessable);
  return [...statuses].sort((a, b) => a - b);
}

export function mayAnswerWith(op: OperationDef, status: number): boolean {
  return errorStatusesOf(op).includes(status);
}

const PAGE_KEYS = new Set(['page', 'per_page']);

/**
 * The arguments the SDK's endpoint function of `op` takes (RouteArg): the path's id, then a query
 * with a page as a listing's filters and page (or the page alone), any other query as one object,
 * then the body.
 */
export function routeArgsOf(op: OperationDef): RouteArg[] {
  const args: RouteArg[] = [];
  if (op.params !== undefined) args.push('path');
  if (op.query !== undefined) {
    const keys = Object.keys(op.query.shape);
    if (keys.includes('page')) {
      if (keys.some((key) => !PAGE_KEYS.has(key))) args.push('filters');
      args.push('page');
    } else args.push('query');
  }
  if (op.body !== undefined) args.push(op.bodyType === 'multipart' ? 'form' : 'body');
  return args;
}
