/**
 * What a query's values must be, as plain data: the subset of JSON Schema the listing's filters
 * use (integers with bounds, strings of a set or a length, arrays of those with a longest length)
 * and the min/max pairs whose min must not exceed their max. query-codec.ts derives it from a zod
 * schema (`queryRulesOf`), `npm run openapi` writes the listing's table to
 * sdk/generated/listing-filters.ts, and listing-query.ts checks a URL against it without zod.
 */
export interface ScalarRule {
  readonly type: 'integer' | 'string';
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
}

export interface ArrayRule {
  readonly type: 'array';
  readonly maxItems?: number;
  readonly items: ScalarRule;
}

export type FieldRule = ScalarRule | ArrayRule;

export interface QueryRules {
  readonly fields: Readonly<Record<string, FieldRule>>;
  /** [min key, max key]: with both given, a max below its min is refused (the schema's `x-min-not-above-max`). */
  readonly minMax: readonly (readonly [string, string])[];
}
