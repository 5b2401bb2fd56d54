import { businessOperations } from './api/businesses';
import { mediaOperations } from './api/media';
import { paymentOperations } from './api/payments';
import { profileOperations } from './api/profiles';
import { referenceOperations } from './api/reference';
import { reviewOperations } from './api/reviews';
import { sessionOperations } from './api/session';
import { calendarOperations, settingsOperations } from './api/settings';

/** Every call of the API: the 47 of spec section 7, then the few the product needs beyond them. */
export const operations = [
  ...sessionOperations,
  ...profileOperations,
  ...reviewOperations,
  ...businessOperations,
  ...referenceOperations,
  ...mediaOperations,
  ...paymentOperations,
  ...settingsOperations,
  ...calendarOperations,
] as const;

export type Operation = (typeof operations)[number];
export type OperationId = Operation['id'];
export type OperationById<Id extends OperationId> = Extract<Operation, { id: Id }>;

export const operationById = Object.fromEntries(operations.map((o) => [o.id, o])) as {
  [K in OperationId]: OperationById<K>;
};

let byRoute: Map<string, OperationId> | undefined;
/** The operation answering `method` (any case) on `route`, the path template: ('GET', '/api/profile/{id}') is 'getProfile'. */
export function operationIdOf(method: string, route: string): OperationId | undefined {
  byRoute ??= new Map(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.id]));
  return byRoute.get(`${method.toUpperCase()} ${route}`);
}

/**
 * The methods the API answers on `route` (a path template), upper case, for the `Allow` header of
 * a 405: ('/api/profile/{id}') is ['GET', 'PATCH']. Empty for a path the API does not have.
 */
export function allowedMethods(route: string): string[] {
  return operations.filter((o) => o.path === route).map((o) => o.method.toUpperCase());
}
