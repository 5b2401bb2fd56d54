import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../schemas/constants';
import { routeArgsOf } from '../../../schemas/api/operation';
import { operations } from '../../../schemas/operations';
import * as routes from '../../../sdk/generated/operations';
import { failureOf } from '../../../sdk/endpoints/derive';
import { requestOf } from '../../../sdk/endpoints/send';
import { ApiError } from '../../../sdk/client/errors';

/**
 * The routes the endpoint functions send by (sdk/generated/operations.ts, written by `npm run
 * openapi`) are the operations' own, and the generic caller reads their arguments as the
 * hand-written functions did.
 */
describe('generated routes', () => {
  it('one per operation, with its method, path, arguments and outcome rules', () => {
    expect(Object.keys(routes).sort()).toEqual(operations.map((op) => op.id).sort());
    for (const op of operations) {
      expect(routes[op.id]).toEqual({
        id: op.id,
        method: op.method,
        path: op.path,
        args: routeArgsOf(op),
        ...('outcome' in op ? { outcome: op.outcome } : {}),
      });
    }
  });

  it('take only the argument orders the generic caller types (or a multipart body, written by hand)', () => {
    const layouts = new Set(Object.values(routes).map((route) => route.args.join(',')));
    expect([...layouts].sort()).toEqual(['', 'body', 'filters,page', 'form', 'page', 'path', 'path,body', 'path,form', 'path,page', 'query'].sort());
  });
});

describe('requestOf (the arguments of a derived function)', () => {
  it('a listing: filters normalised, then the page and the page size', () => {
    expect(requestOf(['filters', 'page'], [{ statuses: ['VIP', 'NEW', 'VIP'], city_id: 3, name: '' }, 2]).query)
      .toEqual({ city_id: 3, statuses: ['NEW', 'VIP'], page: 2, per_page: PAGE_SIZE });
    expect(Object.keys(requestOf(['filters', 'page'], [{ b: 1, a: 2 }]).query ?? {})).toEqual(['a', 'b', 'page', 'per_page']);
    expect(requestOf(['filters', 'page'], []).query).toEqual({ page: 1, per_page: PAGE_SIZE });
    expect(requestOf(['filters', 'page'], [{}, 1], 12).query).toEqual({ page: 1, per_page: 12 });
  });

  it('a path id, a query object as given ({} when missing), a body', () => {
    expect(requestOf(['path', 'page'], [7])).toEqual({ path: { id: 7 }, query: { page: 1, per_page: PAGE_SIZE } });
    expect(requestOf(['query'], [])).toEqual({ query: {} });
    expect(requestOf(['query'], [{ profile_id: 4 }])).toEqual({ query: { profile_id: 4 } });
    expect(requestOf(['path', 'body'], ['slug-1', { a: 1 }])).toEqual({ path: { id: 'slug-1' }, body: { a: 1 } });
    expect(requestOf([], [])).toEqual({});
  });
});

describe('failureOf (the §8 wording of refusals, from the outcome rules)', () => {
  const refusal = (status: number) => new ApiError(status, { message: 'from the API' });

  it('restricted: 401 and 403 get the rule message; others stay', () => {
    const map = failureOf({ restricted: 'likesClientsOnly' })!;
    expect(map(refusal(401))?.message).toBe('Only registered clients can leave likes');
    expect(map(refusal(403))?.message).toBe('Only registered clients can leave likes');
    expect(map(refusal(500))).toBeUndefined();
  });

  it('feedback: other failures but 401 and 422 read feedbackFailed; after a restricted rule', () => {
    const map = failureOf({ restricted: 'reviewsUsersOnly', feedback: true })!;
    expect(map(refusal(401))?.message).toMatch(/only to registered users/);
    expect(map(refusal(500))?.message).toBe('Failed to leave feedback, please try again later');
    expect(map(refusal(422))).toBeUndefined();
    expect(failureOf({ feedback: true })!(refusal(401))).toBeUndefined();
  });

  it('none without a rule', () => {
    expect(failureOf(undefined)).toBeUndefined();
    expect(failureOf({ successMessage: 'passwordReset' })).toBeUndefined();
  });
});
