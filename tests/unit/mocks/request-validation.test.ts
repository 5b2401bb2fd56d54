import { beforeEach, describe, expect, it } from 'vitest';
import { ValidationErrorResponse, operations } from '../../../schemas';
import type { OperationDef } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
import { call, startMockServer } from './helpers';

/**
 * The mock validates requests as strictly as openapi.yaml says: every operation with a JSON body,
 * sent wrong types, no required field, an unknown field or a non-object, answers 422 with the
 * validation shape (message + errors per field), never a 500 and never a 200. Then out-of-range
 * values, one per rule kind. (The positive side is tests/unit/mocks/operations.test.ts.)
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const ops = operations as readonly OperationDef[];
const TOKENS = [DEMO_ACCOUNTS.model.token, DEMO_ACCOUNTS.business.token, DEMO_ACCOUNTS.member.token];
/** Path parameters filled with something that exists for the demo accounts. */
const PARAMS: Record<string, string> = { id: String(DEMO_ACCOUNTS.model.profileId), slug: 'x', type: 'individual' };

const pathOf = (op: OperationDef) => op.path.replace(/\{(\w+)\}/g, (_m, name: string) => PARAMS[name] ?? '1');

/** The answer of the first demo account the operation lets in (404 for a path param that names nothing of theirs is skipped too). */
async function send(op: OperationDef, json: unknown) {
  let last: Awaited<ReturnType<typeof call>> | undefined;
  for (const token of TOKENS) {
    last = await call(pathOf(op), { method: op.method.toUpperCase(), token, json });
    if (![401, 403, 404].includes(last.status)) return last;
  }
  return last!;
}

const jsonBodyOps = ops.filter((op) => op.body !== undefined && op.bodyType !== 'multipart');

function expectValidationError(answer: { status: number; body: unknown }, label: string) {
  expect(answer.status, label).toBe(422);
  expect(ValidationErrorResponse.safeParse(answer.body).success, `${label}: ${JSON.stringify(answer.body)}`).toBe(true);
}

describe('request validation of every JSON body', () => {
  it.each(jsonBodyOps.map((op) => [op.id, op] as const))('%s refuses bad bodies with 422 and the validation shape', async (_id, op) => {
    const cases: Array<[string, unknown]> = [
      ['an array instead of an object', [1, 2]],
      ['a string instead of an object', 'text'],
      ['an unknown field only', { not_a_field_of_this_call: true }],
      ['every value of the wrong type', { email: 123, password: [], name: {}, id: 'x', package_id: 5, request_id: 7, type: 9, token: 1, message: 3, rating: 'five' }],
    ];
    for (const [label, body] of cases) {
      const answer = await send(op, body);
      if ([401, 403, 404].includes(answer.status)) continue; // No demo account may call it here.
      expectValidationError(answer, `${op.id}: ${label}`);
    }
  });
});

describe('out-of-range values', () => {
  const model = DEMO_ACCOUNTS.model.token;
  it.each([
    ['a LoveCoins package that does not exist', '/api/lovecoins/purchase', { package_id: 'no-such-pack', request_id: '0f8fad5b-d9cb-469f-a165-70867728950f' }],
    ['a request id that is not a UUID', '/api/lovecoins/purchase', { package_id: 'starter', request_id: 'not-a-uuid' }],
    ['a package type outside TOP and VIP', '/api/packages/purchase', { type: 'GOLD', request_id: '0f8fad5b-d9cb-469f-a165-70867728950e', confirmed: {} }],
    ['a registration password of one character', '/api/user', { nickname: 'Nora', email: 'nora@example.test', password: 'x', password_confirmation: 'x', role: 'MEMBER', country_id: 1, newsletter: false, terms: true }],
    ['an e-mail without @', '/api/forgot-password', { email: 'nobody' }],
  ])('%s answers 422', async (label, path, json) => {
    const answer = await call(path, { token: model, json });
    expectValidationError(answer, label);
  });

  it.each([
    ['a page below 1', '/api/profile?page=0'],
    ['a page that is not a number', '/api/profile?page=abc'],
    ['a city id that is not a number', '/api/profile?city_id=abc'],
  ])('%s in a query answers 422', async (label, path) => {
    expectValidationError(await call(path), label);
  });
});
