import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { BusinessUpdateRequest } from '../../../schemas/api/businesses';
import { ProfileEditRequest } from '../../../schemas/api/profiles';
import { ReviewCreateRequest, ReviewReplyRequest } from '../../../schemas/entities/review';
import { BusinessFilters, ProfileFilters, ReviewFilters } from '../../../schemas/filters';

/**
 * The request and filter schemas face whatever a browser or a script sends. For thousands of
 * generated inputs: parsing never throws (it accepts or reports issues), and whatever it accepts
 * is a fixed point that survives JSON — so a value the server stored parses the same when read back.
 * Inputs mix arbitrary JSON with objects built from the schemas' own keys, so many get past the
 * shape check and exercise the field validators too.
 */
const SCHEMAS: ReadonlyArray<[string, z.ZodMiniType]> = [
  ['ProfileEditRequest', ProfileEditRequest],
  ['ReviewCreateRequest', ReviewCreateRequest],
  ['ReviewReplyRequest', ReviewReplyRequest],
  ['BusinessUpdateRequest', BusinessUpdateRequest],
  ['ProfileFilters', ProfileFilters],
  ['BusinessFilters', BusinessFilters],
  ['ReviewFilters', ReviewFilters],
];

const keysOf = (schema: z.ZodMiniType): string[] => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** Values of the kinds the schemas expect, hostile strings included. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', '<script>x</script>', 'javascript:alert(1)', 'https://example.test/', '2026-10-01', '1 h', 'VIP', '__proto__'),
  fc.integer(),
  fc.integer({ min: 0, max: 100 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -1, max: 50 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const inputFor = (schema: z.ZodMiniType) => {
  const keys = keysOf(schema);
  const shaped = keys.length ? fc.dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: keys.length }) : fc.object();
  return fc.oneof(shaped, shaped, fc.jsonValue(), fc.anything());
};

describe.each(SCHEMAS)('%s', (_name, schema) => {
  it('never throws, and what it accepts is a JSON-stable fixed point', () => {
    fc.assert(
      fc.property(inputFor(schema), (input) => {
        const first = schema.safeParse(input);
        if (!first.success) {
          expect(first.error.issues.length).toBeGreaterThan(0);
          return;
        }
        const again = schema.safeParse(first.data);
        expect(again.success).toBe(true);
        expect(again.data).toEqual(first.data);
        const viaJson = schema.safeParse(JSON.parse(JSON.stringify(first.data)) as unknown);
        expect(viaJson.success).toBe(true);
        expect(viaJson.data).toEqual(first.data);
      }),
      { numRuns: 2000 },
    );
  });
});
