import type { OperationDef } from '../../schemas/api/operation';
import type { OperationId } from '../../schemas/operations';
import { operationById } from '../../schemas/operations';
import type { ContractResult } from './report';
import type { RunContext, Session } from './call';
import { checkCall } from './call';

/**
 * `--writes`: one reversible journey per role, so the write calls are checked too and the
 * backend is left as it was. A member likes and favourites a profile and a business, each time
 * twice (the second call undoes the first); a model, and a business, saves a changed description
 * of its own profile or page, then saves the original back.
 */
type Pick = (body: unknown) => unknown;
const at = (...keys: string[]): Pick => (body) =>
  keys.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), body);

function skipped(op: OperationDef, session: Session, reason: string): ContractResult {
  return { operation: op.id, method: op.method.toUpperCase(), path: op.path, role: session.role, status: 'skipped', issues: [], reason };
}

/** Marks the second step as drift when the state it reports is not the one the journey expects. */
function expectState(result: ContractResult, field: string, expected: unknown, received: unknown): ContractResult {
  if (result.status !== 'ok' || Object.is(expected, received)) return result;
  return {
    ...result, status: 'drift',
    issues: [{ path: field, expected: JSON.stringify(expected), received: JSON.stringify(received) ?? '(missing)', message: 'the second call did not restore the state the first one changed', count: 1 }],
  };
}

const TOGGLES: ReadonlyArray<{ id: OperationId; field: string; target: 'profile' | 'business' }> = [
  { id: 'likeProfile', field: 'is_liked', target: 'profile' },
  { id: 'favoriteProfile', field: 'is_favorite', target: 'profile' },
  { id: 'likeBusiness', field: 'is_liked', target: 'business' },
  { id: 'favoriteBusiness', field: 'is_favorite', target: 'business' },
];

async function toggleTwice(ctx: RunContext, session: Session, toggle: (typeof TOGGLES)[number]): Promise<void> {
  const op = operationById[toggle.id] as OperationDef;
  const ref = ctx.found[toggle.target];
  if (!ref) return ctx.push(skipped(op, session, `no ${toggle.target} found in earlier answers`));
  const request = { method: op.method, path: op.path.replace('{id}', String(ref.id)) };
  const first = await checkCall(ctx, op, request, session, 'toggle');
  ctx.push(first.result);
  if (first.result.status === 'error') return;
  const second = await checkCall(ctx, op, request, session, 'undo');
  const before = at(toggle.field)(first.body);
  ctx.push(expectState(second.result, toggle.field, typeof before === 'boolean' ? !before : before, at(toggle.field)(second.body)));
}

const DRAFTS: ReadonlyArray<{ read: OperationId; save: OperationId; target: 'profile' | 'business'; roles: readonly string[] }> = [
  { read: 'getProfileForEdit', save: 'saveProfileEdit', target: 'profile', roles: ['INDIVIDUAL'] },
  { read: 'getBusiness', save: 'updateBusiness', target: 'business', roles: ['BUSSINESS'] },
];
const DRAFT_MARK = ' (contract check)';

async function draftSavedThenRestored(ctx: RunContext, session: Session, draft: (typeof DRAFTS)[number]): Promise<void> {
  const read = operationById[draft.read] as OperationDef;
  const save = operationById[draft.save] as OperationDef;
  const id = session.own[draft.target];
  if (id === undefined) return ctx.push(skipped(save, session, `the login owns no ${draft.target}`));
  const path = save.path.replace('{id}', String(id));
  const current = await checkCall(ctx, read, { method: read.method, path: read.path.replace('{id}', String(id)) }, session);
  const description = at('data', 'description')(current.body);
  if (current.result.status === 'error' || typeof description !== 'string') {
    return ctx.push(skipped(save, session, `${read.id} gave no description to restore afterwards`));
  }
  const changed = await checkCall(ctx, save, { method: save.method, path, body: { description: `${description}${DRAFT_MARK}` } }, session, 'save');
  ctx.push(changed.result);
  const restored = await checkCall(ctx, save, { method: save.method, path, body: { description } }, session, 'restore');
  ctx.push(expectState(restored.result, 'data.description', description, at('data', 'description')(restored.body)));
}

export async function runJourneys(ctx: RunContext, session: Session): Promise<void> {
  if (session.role === 'MEMBER') {
    for (const toggle of TOGGLES) await toggleTwice(ctx, session, toggle);
    return;
  }
  for (const draft of DRAFTS.filter((d) => d.roles.includes(session.role))) await draftSavedThenRestored(ctx, session, draft);
}
