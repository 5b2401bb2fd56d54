import type { OperationById, OperationId } from '../../schemas/operations';
import { lazy } from '../client/lazy';
import { loadValidator } from '../client/transport';
import { loadProfileList } from './profile-list';

/**
 * The operations' schemas, loaded on the first call of any endpoint rather than with the client:
 * they are built with zod, whose import alone costs a Node process about 100 ms and a browser its
 * largest chunk. One module for all of them, so the first call pays once and every later call none.
 */
export const loadOperations = lazy(() => import('../../schemas/operations').then((module) => module.operationById));

/** The response schema of operation `id`, as the transport's `call` takes it (a loader). */
export const responseOf =
  <Id extends OperationId>(id: Id) =>
  async (): Promise<OperationById<Id>['response']> =>
    // TypeScript reads `.response` of a generic operation as the union of every response; it is this one's.
    (await loadOperations())[id].response as OperationById<Id>['response'];

/**
 * Loads what the client's calls validate with (the schemas, zod, the validator) now rather than on
 * the first call: for an app that knows a call is coming (the site does it at the visitor's first
 * hover, focus or key), so that call does not wait for them. Never rejects: a load that fails is
 * tried again by the first call that needs it.
 */
export async function preloadSchemas(): Promise<void> {
  await Promise.all([loadOperations(), loadProfileList(), loadValidator()]).catch(() => undefined);
}
