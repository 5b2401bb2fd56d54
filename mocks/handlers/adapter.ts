import { http, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { HTTP, MessageResponse, mayAnswerWith, ValidationErrorResponse } from '../../schemas';
import type { OperationById, OperationDef, OperationId } from '../../schemas';
import { scenariosFor, type ActiveScenarios } from '../scenarios';
import { getStore } from '../store';
import type { MockStore } from '../store/store';
import type { UserRecord } from '../store/types';
import { reportViolation } from './contract';
import { ApiError, forbidden, notFound, unauthorized } from './errors';
import { MOCK_MESSAGES, RESTRICTED_MESSAGES } from './messages';
import { bearerToken, localeOf, parseBody, parsePathParams, parseQuery } from './request';
import { beforeImplementation, emptyLists, send } from './scenario-effects';
import type { Ctx, Impl } from './types';

/**
 * Turns an operation definition and its implementation into an MSW handler. Everything the
 * definition promises is enforced here, once: auth and roles, path params (404 when they do not
 * name anything), query and body (422 per field), and the response schema (a violation is a bug
 * of the mock, never sent).
 */

/** `/api/profile/{id}` -> `*\/api/profile/:id`: any origin, so relative and absolute API URLs both match. */
export const toMswPath = (path: string): string => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function authenticate(op: OperationDef, request: Request, store: MockStore, scenarios: ActiveScenarios): UserRecord | null {
  const token = bearerToken(request);
  const expired = scenarios.names.has('expired-token');
  // An expired or unknown token on a public call is simply ignored: the page still renders.
  const user = expired ? null : store.userByToken(token);
  if (op.auth !== 'required') return user;
  const restricted = RESTRICTED_MESSAGES[op.id as OperationId];
  if (!user) throw unauthorized(expired && token ? MOCK_MESSAGES.tokenExpired : (restricted ?? MOCK_MESSAGES.unauthenticated));
  if (op.roles && !op.roles.includes(user.role)) throw forbidden(restricted ?? MOCK_MESSAGES.forbidden);
  return user;
}

function checkError(op: OperationDef, error: ApiError): void {
  const schema = op.errorBodies?.[error.status]?.schema ?? (error.status === HTTP.unprocessable ? ValidationErrorResponse : MessageResponse);
  const problems: string[] = [];
  if (!mayAnswerWith(op, error.status)) problems.push(`status ${error.status} is not documented`);
  const parsed = schema.safeParse(error.body);
  if (!parsed.success) problems.push(z.prettifyError(parsed.error));
  if (problems.length > 0) reportViolation({ operation: op.id, status: error.status, problem: problems.join('; ') });
}

async function answer(
  op: OperationDef, impl: Impl<OperationId>, request: Request,
  params: Record<string, string | readonly string[] | undefined>, scenarios: ActiveScenarios,
): Promise<Answer> {
  let result: unknown;
  try {
    const store = getStore();
    const user = authenticate(op, request, store, scenarios);
    const url = new URL(request.url);
    const parsedParams = op.params ? parsePathParams(op.params, params) : { ok: true as const, value: undefined };
    if (!parsedParams.ok) throw notFound();
    const parsedQuery = op.query ? parseQuery(op.query, url) : { ok: true as const, value: undefined };
    if (!parsedQuery.ok) throw parsedQuery.error;
    const parsedBody = op.body ? await parseBody(op, request) : { ok: true as const, value: undefined };
    if (!parsedBody.ok) throw parsedBody.error;
    const ctx = {
      op, params: parsedParams.value, query: parsedQuery.value, body: parsedBody.value, user, store, request,
      locale: localeOf(request),
    } as unknown as Ctx<OperationId>;
    result = await impl(ctx);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    checkError(op, error);
    return { status: error.status, body: error.body, headers: error.headers };
  }
  const body = scenarios.names.has('empty') ? emptyLists(op.id as OperationId, result) : result;
  const checked = op.response.safeParse(body);
  if (!checked.success) {
    reportViolation({ operation: op.id, status: HTTP.ok, problem: z.prettifyError(checked.error) });
    return { status: HTTP.serverError, body: { message: `Mock contract violation in ${op.id}` } };
  }
  return { status: HTTP.ok, body: checked.data };
}

export function operationHandler<K extends OperationId>(operation: OperationById<K>, impl: Impl<K>): HttpHandler {
  const op = operation as unknown as OperationDef;
  return http[op.method](toMswPath(op.path), async ({ request, params }) => {
    const before = await beforeImplementation(op, scenariosFor(request));
    if (before instanceof Response) return before;
    const scenarios = before;
    const result = await answer(op, impl as unknown as Impl<OperationId>, request, params, scenarios);
    return send(result.status, result.body, scenarios, {
      'x-mock-operation': op.id, 'Content-Language': localeOf(request), ...result.headers,
    });
  });
}
