import { describe, expect, it } from 'vitest';
import { operationById, operations } from '../../../schemas/operations';
import type { OperationId } from '../../../schemas/operations';
import { OPERATION_FUNCTIONS } from '../../support/operation-functions';
import { CASES } from './cases';
import { RESPONSES } from './fixtures';
import { answer, client, json, serveMockApi } from './server';

serveMockApi();

const ids = operations.map((o) => o.id);
/** '/api/profile/{id}/edit' → a pattern the concrete path must match. */
const template = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

describe('coverage', () => {
  it('has 64 operations, each with a client function and a test case', () => {
    expect(ids).toHaveLength(64);
    expect(Object.keys(OPERATION_FUNCTIONS).sort()).toEqual([...ids].sort());
    expect(Object.keys(CASES).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s: its function exists on the client', (id) => {
    const [group, fn] = OPERATION_FUNCTIONS[id].split('.') as [string, string];
    const c = client() as unknown as Record<string, Record<string, unknown>>;
    expect(typeof c[group]?.[fn]).toBe('function');
  });

  it.each(ids)('%s: the fixture answer is valid', (id) => {
    const parsed = operationById[id].response.safeParse(RESPONSES[id]);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe.each(ids)('%s', (id: OperationId) => {
  const op = operationById[id];
  const c = CASES[id];

  it.each([
    ['logged in', 'tok'],
    ['logged out', null],
  ] as const)('sends the documented request and parses the answer (%s)', async (_label, token) => {
    const calls = answer(() => json(RESPONSES[id]));
    const result = await c.call(client({ getToken: () => token }), {});

    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe(op.method.toUpperCase());
    expect(sent?.url.pathname).toBe(c.path);
    expect(c.path).toMatch(template(op.path));
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(sent?.url.searchParams.keys())) {
      const all = sent?.url.searchParams.getAll(key) ?? [];
      query[key] = all.length === 1 ? (all[0] as string) : all;
    }
    expect(query).toEqual(c.query ?? {});
    expect(sent?.headers.get('content-language')).toBe('de');
    expect(sent?.headers.get('authorization')).toBe(token ? `Bearer ${token}` : null);
    expect(sent?.body).toEqual(c.body ?? null);

    const parsed = op.response.parse(RESPONSES[id]);
    expect(result).toEqual(c.result ? c.result(parsed) : parsed);
  });
});
