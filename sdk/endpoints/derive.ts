import type { z } from 'zod/mini';
import { API_MESSAGES } from '../../schemas/constants';
import type { OperationOutcome, OperationRoute } from '../../schemas/api/operation';
import type { BusinessFilters, ReviewFilters } from '../../schemas/filters';
import type { OperationById, OperationId } from '../../schemas/operations';
import { ERROR_I18N_KEYS } from '../client/errors';
import type { PortalError } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import { responseOf } from './operation-schemas';
import type { BalanceTarget, CategoriesQuery } from './arguments';
import { FEEDBACK, expectMessage, feedbackFailed, mapFailure, restricted } from './outcomes';
import { requestOf, send } from './send';

/** A route of sdk/generated/operations.ts: an operation of the table without its schemas. */
export type Route = OperationRoute & { id: OperationId };

type Schemas<R extends Route> = OperationById<R['id']>;
/** What a caller gives for the operation's `params` or `query` schema: its input type. */
type Input<R extends Route, K extends 'params' | 'query'> = Schemas<R> extends { [P in K]: infer S extends z.ZodMiniType } ? z.input<S> : never;
/**
 * The body a caller gives: its schema's output type (`z.infer`), as the SDK has always typed its
 * bodies. For most bodies input and output are one type; for the profile's creation and edit and the
 * business's update they differ, and the output type is the published one.
 */
type Body<R extends Route> = Schemas<R> extends { body: infer S extends z.ZodMiniType } ? z.output<S> : never;
type PathId<R extends Route> = Input<R, 'params'> extends { id: infer I } ? I : never;
/** A listing's filters: its query without the page, which is an argument of its own. */
type Filters<R extends Route> = Named<Omit<Input<R, 'query'>, 'page' | 'per_page'>>;
type Query<R extends Route> = Named<Input<R, 'query'>>;

/**
 * The same type: the same keys, each side assignable to the other. (The stricter identity check
 * with generic functions gives false inside generic aliases such as this module's.)
 */
type Same<A, B> = [keyof A, keyof B] extends [keyof B, keyof A] ? ([A, B] extends [B, A] ? true : false) : false;
/**
 * An argument's type by its published name when it has one (the same type), so an editor and the
 * declarations show `BusinessFilters` or `BalanceTarget` rather than their expansion.
 */
type Named<T> = Same<T, BusinessFilters> extends true ? BusinessFilters
  : Same<T, ReviewFilters> extends true ? ReviewFilters
  : Same<T, BalanceTarget> extends true ? BalanceTarget
  : Same<T, CategoriesQuery> extends true ? CategoriesQuery
  : T;

/** The answer of operation `R`: its response schema's output, validated. */
export type Answer<R extends Route> = z.output<Schemas<R>['response']>;

/**
 * The endpoint function of route `R`, typed from its operation's schemas the way openapi-fetch
 * types a call from `paths`: its arguments in the route's order (OperationRoute.args), the call
 * options last, the validated answer.
 */
export type Endpoint<R extends Route, A extends readonly unknown[] = R['args'], T = Promise<Answer<R>>> =
  A extends readonly [] ? (o?: CallOptions) => T
  : A extends readonly ['path'] ? (string extends PathId<R> ? (idOrSlug: PathId<R>, o?: CallOptions) => T : (id: PathId<R>, o?: CallOptions) => T)
  : A extends readonly ['body'] ? (body: Body<R>, o?: CallOptions) => T
  : A extends readonly ['path', 'body'] ? (id: PathId<R>, body: Body<R>, o?: CallOptions) => T
  : A extends readonly ['query'] ? QueryEndpoint<Query<R>, T>
  : A extends readonly ['page'] ? (page?: number, o?: CallOptions) => T
  : A extends readonly ['path', 'page'] ? (id: PathId<R>, page?: number, o?: CallOptions) => T
  : A extends readonly ['filters', 'page'] ? (filters?: Filters<R>, page?: number, o?: CallOptions) => T
  // A multipart body (`form`) is no derived function's: its endpoint is written by hand (./uploads).
  : never;

/** A query object as the one argument: optional when all its keys are; a balance's target by that name. */
type QueryEndpoint<Q, T> = Same<Q, BalanceTarget> extends true
  ? (target?: Q, o?: CallOptions) => T
  : Partial<Q> extends Q ? (query?: Q, o?: CallOptions) => T : (query: Q, o?: CallOptions) => T;

type FailureMap = (error: PortalError) => PortalError | undefined;

/** The §8 rewording of an operation's refusals (OperationOutcome), or none. */
export function failureOf(outcome: OperationOutcome | undefined): FailureMap | undefined {
  const key = outcome?.restricted;
  const refused = key ? restricted(API_MESSAGES[key], ERROR_I18N_KEYS[key]) : undefined;
  const feedback = outcome?.feedback ? feedbackFailed : undefined;
  if (!refused) return feedback;
  return feedback ? (error) => refused(error) ?? feedback(error) : refused;
}

/** An answer held to the operation's §8 outcome rules: the message that means success, the wording of its failures. */
export function withOutcome<T>(outcome: OperationOutcome | undefined, answer: Promise<T>): Promise<T> {
  const expected = outcome?.successMessage;
  const checked = expected
    ? (expectMessage(answer as Promise<{ message?: string }>, API_MESSAGES[expected], outcome.feedback ? FEEDBACK : undefined) as Promise<T>)
    : answer;
  const failure = failureOf(outcome);
  return failure ? mapFailure(checked, failure) : checked;
}

/**
 * The endpoint function of `route`, derived: it reads its arguments by the route (./send:
 * requestOf), sends them by its method and path, validates the answer with the operation's
 * response schema (loaded on the first call: ./operation-schemas) and applies its outcome rules.
 * One generic caller for every operation that needs nothing of its own.
 */
export function endpoint<R extends Route>(t: Transport, route: R): Endpoint<R> {
  const schema = responseOf(route.id);
  const call = (...values: unknown[]) =>
    withOutcome(route.outcome, send(t, route, schema, requestOf(route.args, values), values[route.args.length] as CallOptions | undefined));
  return call as Endpoint<R>;
}
