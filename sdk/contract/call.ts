import type { OperationDef } from '../../schemas/api/operation';
import type { Role } from '../../schemas/constants';
import { checkAnswer } from './check';
import type { Exchange, SendOptions } from './http';
import { reasonOf, UnreachableError } from './http';
import type { Found, Own } from './parameters';
import type { ContractResult } from './report';

/** A logged-in account: its role, token and what it owns. */
export interface Session {
  role: Role;
  token: string;
  own: Own;
}

/** What a run shares with its parts (the reads, the login, the write journeys). */
export interface RunContext {
  found: Found;
  strict: boolean;
  /** Sends, records and turns a failure to connect into UnreachableError when nothing has answered yet. */
  exchange(options: SendOptions, name: string): Promise<Exchange>;
  push(result: ContractResult): void;
}

function networkFailure(op: OperationDef, path: string, role: Role | null, error: unknown): ContractResult {
  const reason = reasonOf(error);
  return {
    operation: op.id, method: op.method.toUpperCase(), path, role, status: 'error', reason: `no answer: ${reason}`,
    issues: [{ path: '(network)', expected: 'an answer', received: reason, message: 'the request failed before an answer came', count: 1 }],
  };
}

/** Sends one call of an operation and checks its answer; returns the result (not yet reported) and the body as sent. */
export async function checkCall(
  ctx: RunContext, op: OperationDef, request: SendOptions, session: Session | null, step?: string,
): Promise<{ result: ContractResult; body?: unknown }> {
  const role = session?.role ?? null;
  const base = { operation: op.id, method: op.method.toUpperCase(), path: request.path, role, ...(step ? { step } : {}) };
  let exchange: Exchange;
  try {
    exchange = await ctx.exchange({ ...request, ...(session ? { token: session.token } : {}) }, `${op.id}${role ? `-${role}` : ''}${step ? `-${step}` : ''}`);
  } catch (error) {
    if (error instanceof UnreachableError) throw error;
    return { result: { ...networkFailure(op, request.path, role, error), ...(step ? { step } : {}) } };
  }
  const query = new URLSearchParams(request.query).toString();
  const checked = checkAnswer(op, exchange, ctx.strict);
  const result: ContractResult = { ...base, path: `${request.path}${query ? `?${query}` : ''}`, status: checked.status, issues: checked.issues };
  return { result, body: checked.body };
}

