import type { z } from 'zod/mini';
import type { Locale, OperationById, OperationId, OperationTag } from '../../schemas';
import type { MockStore } from '../store/store';
import type { UserRecord } from '../store/types';

/** What the adapter hands an implementation: validated input, the caller and the store. */

type Part<K extends OperationId, F extends 'params' | 'query' | 'body'> =
  OperationById<K> extends { [P in F]: infer S extends z.ZodMiniType } ? z.output<S> : undefined;

/** 'required' operations always have a user (the adapter answered 401 otherwise). */
type UserOf<K extends OperationId> = OperationById<K>['auth'] extends 'required' ? UserRecord : UserRecord | null;

export interface Ctx<K extends OperationId> {
  op: OperationById<K>;
  params: Part<K, 'params'>;
  query: Part<K, 'query'>;
  body: Part<K, 'body'>;
  user: UserOf<K>;
  store: MockStore;
  request: Request;
  locale: Locale;
}

/** The body of the operation's 200 answer, checked against its response schema before it is sent. */
export type ResponseOf<K extends OperationId> = z.input<OperationById<K>['response']>;

export type Impl<K extends OperationId> = (ctx: Ctx<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;

/** Every operation must have an implementation: a missing one fails typecheck. */
export type ImplMap = { [K in OperationId]: Impl<K> };

/** The implementations of one tag, which is one module of handlers/. */
export type ImplsOf<T extends OperationTag> = {
  [K in OperationId as OperationById<K>['tag'] extends T ? K : never]: Impl<K>;
};
