import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AuthResponse } from '../../../schemas';
import { foldIssues, fromZodIssues, shorten } from '../../../sdk/contract/issues';
import { unknownFields } from '../../../sdk/contract/strict';

/** How a difference is worded: JSON path, expectation, received value (short, secrets hidden), plain message. */
const issuesOf = (schema: z.ZodMiniType, body: unknown) => fromZodIssues(schema.safeParse(body).error?.issues ?? [], body);

describe('contract issues', () => {
  it('never prints a token or password, not even when it is the drifted field', () => {
    const body = { data: { token: 12345678, user: null }, message: 'ok' };
    expect(issuesOf(AuthResponse, body)).toEqual([
      { path: 'data.token', expected: 'string', received: '(hidden)', message: '"token" must be a string but is a number', count: 1 },
    ]);
    expect(shorten({ id: 1, token: 'abc.def', nested: { password: 'Secret-1' } })).toBe('{"id":1,"token":"(hidden)","nested":{"password":"(hidden)"}}');
  });

  it('shortens long values', () => {
    const received = shorten('x'.repeat(500));
    expect(received).toHaveLength(60);
    expect(received.endsWith('…')).toBe(true);
  });

  it('words enum, format and size differences', () => {
    const schema = z.object({ role: z.enum(['MEMBER', 'INDIVIDUAL']), email: z.email(), tags: z.array(z.string()).check(z.maxLength(1)) });
    expect(issuesOf(schema, { role: 'ADMIN', email: 'nope', tags: ['a', 'b'] }).map(({ path, expected, received }) => [path, expected, received])).toEqual([
      ['role', '"MEMBER" | "INDIVIDUAL"', '"ADMIN"'],
      ['email', 'email format', '"nope"'],
      ['tags', '<= 1 items', '["a","b"]'],
    ]);
  });

  it('folds the same difference on many items into one issue with a count, and keeps different ones apart', () => {
    const schema = z.object({ data: z.array(z.object({ likes: z.number(), slug: z.string() })) });
    const body = { data: [{ likes: '1', slug: 'a' }, { likes: '2', slug: 'b' }, { likes: 3 }, { likes: '4', slug: 'd' }, { likes: '5', slug: 'e' }] };
    expect(foldIssues(issuesOf(schema, body))).toEqual([
      { path: 'data[*].likes', expected: 'number', received: '"1"', count: 4, message: '"likes" must be a number but is a string, on 4 items (data[0].likes, data[1].likes, data[3].likes, …)' },
      { path: 'data[2].slug', expected: 'string', received: '(missing)', count: 1, message: '"slug" is missing (it must be a string)' },
    ]);
  });
});

describe('--strict: fields the schema does not name', () => {
  const Item = z.object({ id: z.number(), tags: z.record(z.string(), z.object({ on: z.boolean() })) });
  const schema = z.object({
    data: z.optional(z.array(Item)),
    either: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.number() })]),
    free: z.catchall(z.object({}), z.unknown()),
  });

  it('walks objects, arrays, records, optional and union members; allows what a catchall allows', () => {
    const body = {
      data: [{ id: 1, tags: { x: { on: true, colour: 'red' } }, extra: 1 }],
      either: { kind: 'b', b: 2, c: 3 },
      free: { anything: true },
      top: 'level',
    };
    expect(unknownFields(schema, body).map((i) => i.path)).toEqual(['data[0].tags.x.colour', 'data[0].extra', 'either.c', 'top']);
    expect(unknownFields(schema, { either: { kind: 'a', a: 1 }, free: {} })).toEqual([]);
  });
});
