import type { OperationDef } from '../../schemas/api/operation';
import type { Role } from '../../schemas/constants';
import { ROLES } from '../../schemas/constants';
import { operationById, operations } from '../../schemas/operations';
import type { RunContext, Session } from './call';
import { checkCall } from './call';
import type { Http } from './http';
import { createHttp, UnreachableError } from './http';
import type { Own } from './parameters';
import { fill, harvest, harvestSession } from './parameters';
import type { BaselineEntry } from './baseline';
import { applyBaseline } from './baseline';
import type { Recorder } from './record';
import type { ContractReport, ContractResult, FailOn } from './report';
import { summarize } from './report';
import { runJourneys } from './writes';

export interface Login {
  email: string;
  password: string;
}

export interface RunOptions {
  api: string;
  logins?: readonly Login[];
  strict?: boolean;
  writes?: boolean;
  /** What fails the run (the summary says; exitCodeOf decides). Default 'any'. */
  failOn?: FailOn;
  /** Known drift to accept (`--baseline`). */
  baseline?: readonly BaselineEntry[];
  timeoutMs?: number;
  recorder?: Recorder;
  /** Called as each result is known (the terminal report prints as it goes). */
  onResult?: (result: ContractResult) => void;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The read operations, in table order. */
export const READS: readonly OperationDef[] = operations.filter((op) => op.method === 'get');

/**
 * Runs every read of `ops` whose parameters are known, harvesting ids and slugs from each
 * answer, and repeats while that makes more of them possible; what stays unparameterised is
 * reported skipped with the reason.
 */
async function runReads(ctx: RunContext, ops: readonly OperationDef[], session: Session | null): Promise<void> {
  let pending = [...ops];
  for (;;) {
    const waiting: OperationDef[] = [];
    for (const op of pending) {
      const filled = fill(op, ctx.found, session?.own);
      if (!filled.ok) {
        waiting.push(op);
        continue;
      }
      const { result, body } = await checkCall(ctx, op, { method: op.method, path: filled.path, query: filled.query }, session);
      ctx.push(result);
      if (result.status !== 'error') harvest(op, body, ctx.found, session?.own ?? {});
    }
    if (waiting.length === pending.length) break;
    pending = waiting;
  }
  for (const op of pending) {
    const filled = fill(op, ctx.found, session?.own);
    ctx.push({
      operation: op.id, method: op.method.toUpperCase(), path: op.path, role: session?.role ?? null, status: 'skipped', issues: [],
      reason: filled.ok ? 'not reached' : filled.reason,
    });
  }
}

type LoginBody = { data?: { token?: unknown; user?: { role?: unknown } & Record<string, unknown> } };

/** Logs in through the API's own login call; the answer is checked like any other. */
async function logIn(ctx: RunContext, login: Login): Promise<Session | { failed: string }> {
  const op = operationById.login;
  const { result, body } = await checkCall(ctx, op, { method: op.method, path: op.path, body: login }, null);
  const data = (body as LoginBody | undefined)?.data;
  const token = typeof data?.token === 'string' && data.token !== '' ? data.token : undefined;
  const role = (ROLES as readonly unknown[]).includes(data?.user?.role) ? (data?.user?.role as Role) : undefined;
  if (result.status !== 'error' && (!token || !role)) {
    // An answer the contract allows (§8: a login answered without a token is a refused login): no
    // drift, but nothing to check that role's calls with; they are reported skipped, saying so.
    const reason = `login as ${login.email} was refused: the answer carried no ${token ? 'user role' : 'token'} (check the credentials)`;
    ctx.push({ ...result, status: result.issues.length > 0 ? result.status : 'skipped', reason });
    return { failed: reason };
  }
  const failed = result.status === 'error' ? `login as ${login.email} failed (${result.reason ?? result.issues[0]?.message})` : undefined;
  ctx.push(failed ? { ...result, reason: failed } : { ...result, role: role ?? null });
  if (failed || !token || !role) return { failed: failed ?? '' };
  const own: Own = {};
  harvestSession(data?.user, own);
  return { role, token, own };
}

const needsLogin = (op: OperationDef) => op.auth === 'required';
const mayCall = (op: OperationDef, role: Role) => !op.roles || op.roles.includes(role);

/**
 * The whole check: the public reads first (they reveal the ids the rest need), then per login
 * the reads its role may call (and, with `writes`, its reversible journeys). Reads no login could
 * make are reported skipped with the role they need.
 */
export async function runContract(options: RunOptions): Promise<ContractReport> {
  const http: Http = createHttp(options.api, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.fetch);
  const results: ContractResult[] = [];
  let answered = false;
  const ctx: RunContext = {
    found: {},
    strict: options.strict ?? false,
    async exchange(request, name) {
      try {
        const exchange = await http.send(request);
        answered = true;
        options.recorder?.save(exchange, name);
        return exchange;
      } catch (error) {
        if (!answered) throw new UnreachableError(options.api, error);
        throw error;
      }
    },
    push(found) {
      const result = applyBaseline(found, options.baseline ?? []);
      results.push(result);
      options.onResult?.(result);
    },
  };

  await runReads(ctx, READS.filter((op) => !needsLogin(op)), null);

  const roles = new Set<Role>();
  for (const login of options.logins ?? []) {
    options.recorder?.emails.push(login.email);
    const session = await logIn(ctx, login);
    if ('failed' in session) continue;
    roles.add(session.role);
    await runReads(ctx, READS.filter((op) => needsLogin(op) && mayCall(op, session.role)), session);
    if (options.writes) await runJourneys(ctx, session);
  }

  for (const op of READS.filter((o) => needsLogin(o) && ![...roles].some((role) => mayCall(o, role)))) {
    ctx.push({
      operation: op.id, method: op.method.toUpperCase(), path: op.path, role: null, status: 'skipped', issues: [],
      reason: `needs a login with role ${(op.roles ?? ROLES).join(' or ')} (--login email:password)`,
    });
  }

  return {
    results,
    summary: summarize(results, { api: options.api, strict: ctx.strict, writes: options.writes ?? false, failOn: options.failOn ?? 'any' }),
  };
}
