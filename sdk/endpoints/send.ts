import type { z } from 'zod/mini';
import { PAGE_SIZE } from '../../schemas/constants';
import type { OperationRoute, RouteArg } from '../../schemas/api/operation';
import type { CallOptions, SchemaSource, SendInit, Transport } from '../client/transport';
import { normalizeFilters } from './filters';

/** What one request carries besides its route, each part only when it has one. */
export interface RouteRequest {
  /** The path's parameters: `{ id }`. */
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** More openapi-fetch options, from the call's own (a multipart body's serializer and fetch: ../client/upload). */
  init?: (init: SendInit) => object;
}

const METHODS = { get: 'GET', post: 'POST', patch: 'PATCH' } as const;
type UntypedFetch = (path: string, init: object) => ReturnType<Parameters<Transport['call']>[1]>;

/**
 * The request of an endpoint function's arguments, read in the order the route gives
 * (OperationRoute.args): a listing's filters normalised (./filters) and its page with the API's
 * page size (`perPage` for a listing that asks for smaller pages), a missing query as `{}`.
 */
export function requestOf(args: readonly RouteArg[], values: readonly unknown[], perPage: number = PAGE_SIZE): RouteRequest {
  const request: RouteRequest = {};
  args.forEach((arg, at) => {
    const value = values[at];
    if (arg === 'path') request.path = { id: value };
    else if (arg === 'body' || arg === 'form') request.body = value;
    else if (arg === 'query') request.query = (value === undefined ? {} : value) as Record<string, unknown>;
    else if (arg === 'filters') request.query = normalizeFilters(value as Record<string, unknown> | undefined);
    else request.query = { ...request.query, page: value === undefined ? 1 : value, per_page: perPage };
  });
  return request;
}

/**
 * Sends `request` by `route` (its method and path template, sdk/generated/operations.ts) and
 * returns the answer validated against `schema`, as every call of the client: the transport's
 * headers, retry rule, deadline, error mapping and validation (../client/transport). The request's
 * types are the endpoint function's (./derive), read from the same schemas as the OpenAPI paths.
 */
export function send<S extends z.ZodMiniType>(
  t: Transport,
  route: OperationRoute,
  schema: SchemaSource<S>,
  request: RouteRequest,
  options?: CallOptions,
): Promise<z.output<S>> {
  const { path, query, body, init: more } = request;
  const params = path || query ? { params: { ...(path ? { path } : {}), ...(query ? { query } : {}) } } : {};
  return t.call(
    schema,
    (api, init) =>
      (api as unknown as Record<string, UntypedFetch>)[METHODS[route.method]]!(route.path, {
        ...init,
        ...more?.(init),
        ...params,
        ...(body === undefined ? {} : { body }),
      }),
    options,
  );
}
