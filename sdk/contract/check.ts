import { ErrorResponse } from '../../schemas/api/errors';
import { mayAnswerWith } from '../../schemas/api/operation';
import type { OperationDef } from '../../schemas/api/operation';
import { ERROR_STATUS_MIN, HTTP } from '../../schemas/constants';
import { isTolerated, tolerate } from '../client/tolerate';
import type { Exchange } from './http';
import type { ContractIssue, Severity } from './issues';
import { foldIssues, fromZodIssues, shorten } from './issues';
import { unknownFields } from './strict';

export type CheckStatus = 'ok' | 'drift' | 'error';

export interface Checked {
  status: CheckStatus;
  issues: ContractIssue[];
  /** The parsed body (as sent, not as the schema would shape it), when it was JSON. */
  body?: unknown;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const issue = (path: string, expected: string, received: string, message: string, severity: Severity = 'breaking'): ContractIssue =>
  ({ path, expected, received, message, count: 1, severity });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The body's differences from the schema, each with its severity as the SDK reads the answer: a
 * difference inside a part the schemas declare droppable (schemas/tolerance.ts) is tolerated when
 * the SDK's tolerant reading repairs the answer; anything else is breaking.
 */
function bodyIssues(op: OperationDef, body: unknown): ContractIssue[] {
  const result = op.response.safeParse(body);
  if (result.success) return [];
  const repaired = tolerate(op.response, body, result.error.issues) !== null;
  const issues = fromZodIssues(result.error.issues, body);
  return issues.map((found, i) => ({
    ...found,
    severity: repaired || isTolerated(op.response, result.error.issues[i]!.path) ? 'tolerated' : 'breaking',
  }));
}

/**
 * Checks one answer against the operation's contract, as the SDK reads it at run time: status
 * 200, a JSON content type, and a body the operation's response schema accepts (plus, with
 * `strict`, no field the schema does not name, which the SDK tolerates). An error status is an
 * `error`; the rest `drift`.
 */
export function checkAnswer(op: OperationDef, exchange: Exchange, strict: boolean): Checked {
  const { status, headers, text } = exchange.response;
  const contentType = headers['content-type'] ?? '';
  const parsed = parseJson(text);
  const body = parsed.ok ? parsed.value : undefined;

  if (status >= ERROR_STATUS_MIN) {
    const documented = mayAnswerWith(op, status);
    const issues = [issue('(status)', String(HTTP.ok), String(status), documented
      ? `the server answered ${status}, an error the contract documents, instead of data`
      : `the server answered ${status}, a status the contract does not document for this call`)];
    if (!parsed.ok || !ErrorResponse.safeParse(body).success) {
      issues.push(issue('(body)', '{ message } error body', shorten(parsed.ok ? body : text), 'the error body is not the documented { message } shape'));
    }
    return { status: 'error', issues, ...(parsed.ok ? { body } : {}) };
  }

  const issues: ContractIssue[] = [];
  if (status !== HTTP.ok) issues.push(issue('(status)', String(HTTP.ok), String(status), `the server answered ${status} where the contract documents 200`));
  if (!JSON_TYPE.test(contentType)) {
    issues.push(issue('(content-type)', 'application/json', shorten(contentType || undefined), 'the answer is not labelled as JSON'));
  }
  if (!parsed.ok) {
    issues.push(issue('(body)', 'JSON', shorten(text), 'the body is not valid JSON'));
    return { status: 'error', issues };
  }
  issues.push(...bodyIssues(op, body));
  if (strict) issues.push(...unknownFields(op.response, body).map((found) => ({ ...found, severity: 'tolerated' as const })));
  const folded = foldIssues(issues);
  return { status: folded.length === 0 ? 'ok' : 'drift', issues: folded, body };
}
