import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import type { OperationDef } from '../../../schemas/api/operation';
import { operations } from '../../../schemas/operations';
import { ruleOf } from '../../../schemas/rules';
import { tolerate } from '../../../sdk/client/tolerate';
import { document, responseSchema, validatorFor } from './openapi-validator';

/**
 * Property: every answer openapi.json allows, the SDK reads. Answers are sampled from
 * the document with a JSON Schema faker (json-schema-faker, seeded), kept when a standard validator
 * (ajv) accepts them (the faker is not perfect at if/then), and parsed with the zod schemas: none
 * refused. What JSON Schema cannot say (the `x-` rules, schemas/rules.ts) may only make the SDK
 * leave a part out, never fail the answer.
 */
const SAMPLES_PER_OPERATION = 20;

function sample(schema: object, seed: number): unknown {
  return generateSync({ ...schema, components: document.components } as never, {
    seed, maxItems: 3, maxDepth: 8, alwaysFakeOptionals: false, optionalsProbability: 0.5, fillProperties: false,
  });
}

describe('answers sampled from openapi.json', () => {
  it.each((operations as readonly OperationDef[]).map((op) => [op.id, op] as const))('%s: the SDK reads every sample the document accepts', (id, op) => {
    const schema = responseSchema(id, 200)!;
    const validate = validatorFor(schema);
    let accepted = 0;
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
      const value = sample(schema, seed);
      if (!validate(value)) return;
      accepted += 1;
      const strict = op.response.safeParse(value);
      if (strict.success) return;
      // Only rules JSON Schema cannot say may differ, and the SDK reads past them.
      expect(strict.error.issues.map((issue) => (issue.code === 'custom' ? ruleOf(issue.params) ?? 'unnamed' : issue.code))).toEqual(
        strict.error.issues.map((issue) => (issue.code === 'custom' ? ruleOf(issue.params) : 'a type, range or pattern JSON Schema says')),
      );
      expect(tolerate(op.response, value, strict.error.issues), JSON.stringify(strict.error.issues)).not.toBeNull();
    }), { numRuns: SAMPLES_PER_OPERATION, seed: 22 });
    // Some samples are valid (the faker misses at times, at deep integer bounds and if/then): the property is not vacuous.
    expect(accepted, id).toBeGreaterThan(0);
  });
});
