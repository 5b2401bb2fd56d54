import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UserSession } from '../../../schemas/entities/session';
import { USER_SESSION_RULES } from '../../../sdk/generated/user-session';
import { readValue } from '../../../sdk/session/value-rules';
import { valueRulesOf } from '../../../sdk/session/value-rules-of';
import { USER } from './fixtures';

/** What the schema makes of a value: its output, or null when it refuses it. */
const bySchema = (raw: unknown) => {
  const result = UserSession.safeParse(raw);
  return result.success ? result.data : null;
};
const byRules = (raw: unknown) => readValue(USER_SESSION_RULES, raw)?.value ?? null;

/** Values a field may be given: valid ones of each kind, near misses and the wrong kinds. */
const fieldValue = fc.oneof(
  fc.constantFrom(null, undefined, true, 0, -1, 1.5, 17, 18, 99, 100, Number.MAX_SAFE_INTEGER, 2 ** 53),
  fc.constantFrom('', ' ', '  Anna  ', 'x'.repeat(60), ` ${'x'.repeat(60)} `, 'x'.repeat(61)),
  fc.constantFrom('MEMBER', 'INDIVIDUAL', 'BUSSINESS', 'ADMIN', 'member', 'agency', 'salon', 'escort', 'Bad slug', '-slug'),
  fc.constantFrom('https://cdn.example/a.jpg', 'HTTP://x', '/media/a.jpg', '//evil.example/a', 'javascript:alert(1)'),
  fc.constantFrom('a@b.co', 'anna.k@example.com', 'a..b@example.com', '.a@example.com', 'a@b', 'a@-b.com', 'A@B.CO'),
  fc.emailAddress(),
  fc.string({ maxLength: 70 }),
  fc.integer({ min: -5, max: 120 }),
  fc.record({ id: fc.integer({ min: 0, max: 3 }), category: fc.constantFrom('agency', 'salon', 'club', 'x') }),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const KEYS = [...Object.keys(USER), 'token', 'extra'];

describe('the session user read without zod (sdk/session/value-rules)', () => {
  it('is generated from the schema (npm run openapi)', () => {
    expect(USER_SESSION_RULES).toEqual(valueRulesOf(UserSession));
  });

  it('accepts and outputs what the schema does, for users with fields changed, dropped or added', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: 4 }),
        fc.subarray(KEYS, { maxLength: 2 }),
        (changes, dropped) => {
          const raw: Record<string, unknown> = { ...USER, ...changes };
          for (const key of dropped) delete raw[key];
          expect(byRules(raw)).toEqual(bySchema(raw));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a user at all, as the schema does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        expect(byRules(raw)).toEqual(bySchema(raw));
      }),
    );
    for (const raw of [null, [], [USER], 'user', 7]) expect(byRules(raw)).toBeNull();
  });

  it('refuses a transform it cannot replay and a keyword it does not check', () => {
    expect(() => valueRulesOf(z.object({ name: z.string().check(z.toLowerCase()) }))).toThrow(/other than trim/);
    expect(() => valueRulesOf(z.object({ tags: z.array(z.string()) }))).toThrow(/"items"/);
  });
});
