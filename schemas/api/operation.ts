import type { z } from 'zod/mini';
import { HTTP } from '../constants';
import type { Role } from '../constants';

export type HttpMethod = 'get' | 'post' | 'patch';
export type OperationTag =
  'session' | 'profiles' | 'reviews' | 'businesses' | 'reference' | 'media' | 'client' | 'payments' | 'settings';

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
