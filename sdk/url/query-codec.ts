import * as z from 'zod/mini';
import { encodeParams, queryNumber, queryValues, toQueryText } from './query-params';
import type { FieldRule, QueryRules, ScalarRule } from './query-rules';

/**
 * A schema-driven codec between URLSearchParams and typed objects.
 *
 * The wire format is the one openapi-fetch writes by default (`form`, exploded): scalars as
 * `key=value`, arrays as repeated keys `a=1&a=2`. The object schema says which strings become
 * numbers, booleans or arrays, so the same codec serves the mock backend (parsing requests) and
 * the SDK's own tests. Nested objects are not part of the format. The wire format itself (reading a
 * key's values, numbers, writing) is query-params.ts, shared with the zod-free listing codec.
 */

/** The zod internals we read; zod 4 keeps them stable under `def`. */
interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  values?: readonly unknown[];
  entries?: Record<string, string | number>;
  in?: z.ZodMiniType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodMiniType>;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { def: Def }).def;

/** Wrappers that do not change how a value is written in a URL. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Strips optional/default/nullable... (and the input side of pipes) down to the value schema. */
export function unwrapSchema(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy') current = (current as unknown as { def: { getter: () => z.ZodMiniType } }).def.getter();
    else return current;
  }
}

/** The shape of an object schema (refinements keep it; a non-object yields an empty shape). */
export function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  const def = defOf(unwrapSchema(schema));
  return def.type === 'object' && def.shape ? def.shape : {};
}

/** Whether a value schema accepts arrays, so its key repeats in the URL. */
export function isArraySchema(schema: z.ZodMiniType): boolean {
  return defOf(unwrapSchema(schema)).type === 'array';
}

/**
 * Turns one URL string into what the schema expects. Anything that does not convert is left as
 * the string, so the schema (not the codec) reports the error in its own words.
 */
export function coerceValue(schema: z.ZodMiniType, raw: string): unknown {
  const inner = unwrapSchema(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'number': {
      const n = queryNumber(raw);
      return Number.isNaN(n) ? raw : n;
    }
    case 'bigint':
      return /^[+-]?\d+$/.test(raw.trim()) ? BigInt(raw) : raw;
    case 'boolean':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
    case 'literal':
      return coerceToOneOf(def.values ?? [], raw);
    case 'enum':
      return coerceToOneOf(Object.values(def.entries ?? {}), raw);
    case 'union': {
      // The first option that accepts its own coercion wins: `1` is the Id of a union [Id, Slug].
      for (const option of def.options ?? []) {
        const candidate = coerceValue(option, raw);
        if (option.safeParse(candidate).success) return candidate;
      }
      return raw;
    }
    case 'date': {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : date;
    }
    default:
      return raw;
  }
}

function coerceToOneOf(values: readonly unknown[], raw: string): unknown {
  for (const value of values) {
    if (String(value) === raw) return value;
  }
  return raw;
}

/**
 * URLSearchParams to the raw object the schema then parses: only the schema's keys, empty values
 * treated as absent. Exposed for path params, which the mock backend reads the same way.
 */
export function rawFromParams(schema: z.ZodMiniType, params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const values = queryValues(params, key);
    if (values.length === 0) continue;
    if (isArraySchema(field)) {
      const element = defOf(unwrapSchema(field)).element;
      raw[key] = element ? values.map((v) => coerceValue(element, v)) : values;
    } else {
      // A repeated scalar keeps its last value, as most servers do.
      raw[key] = coerceValue(field, values[values.length - 1] as string);
    }
  }
  return raw;
}

/**
 * Decodes a query string with an object schema. Never throws: a failure is a failed safeParse
 * result whose issues name the offending keys.
 */
export function decodeQuery<S extends z.ZodMiniType>(
  schema: S,
  params: URLSearchParams | string,
): z.core.util.SafeParseResult<z.output<S>> {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  try {
    return schema.safeParse(rawFromParams(schema, search)) as z.core.util.SafeParseResult<z.output<S>>;
  } catch (error) {
    // A refinement that throws is a bug of the schema; the codec still answers with a result.
    const issue = { code: 'custom' as const, message: String(error), path: [], input: undefined };
    return { success: false, error: new z.core.$ZodError([issue]) as z.core.$ZodError<z.output<S>> };
  }
}

export interface EncodeOptions {
  /** When given, values equal to the schema's defaults are left out (page=1, per_page=40...). */
  schema?: z.ZodMiniType;
}

function defaultOf(field: z.ZodMiniType | undefined): { has: boolean; value?: unknown } {
  let current = field;
  while (current) {
    const def = defOf(current);
    if (def.type === 'default' || def.type === 'prefault') {
      const value = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return { has: true, value };
    }
    current = WRAPPERS.has(def.type) ? def.innerType : undefined;
  }
  return { has: false };
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
    : toQueryText(a) === toQueryText(b);

/**
 * Encodes an object as URLSearchParams (encodeParams: keys sorted, arrays repeated, empty values
 * left out), and with a schema, values equal to its defaults left out too.
 */
export function encodeQuery(obj: Readonly<Record<string, unknown>>, options: EncodeOptions = {}): URLSearchParams {
  const shape = options.schema ? shapeOf(options.schema) : undefined;
  return encodeParams(obj, (key, value) => {
    const fallback = defaultOf(shape?.[key]);
    return fallback.has && sameValue(value, fallback.value);
  });
}

/** `encodeQuery(...).toString()` with a leading `?`, or '' when nothing is set. */
export function toSearch(obj: Readonly<Record<string, unknown>>, options: EncodeOptions = {}): string {
  const text = encodeQuery(obj, options).toString();
  return text ? `?${text}` : '';
}

const RULE_KEYS = ['type', 'minimum', 'exclusiveMinimum', 'maximum', 'enum', 'minLength', 'maxLength'] as const;

function scalarRule(json: Record<string, unknown>, key: string): ScalarRule {
  if (json.type !== 'integer' && json.type !== 'string') throw new Error(`queryRulesOf: ${key} is neither an integer nor a string`);
  return Object.fromEntries(RULE_KEYS.filter((k) => json[k] !== undefined).map((k) => [k, json[k]])) as unknown as ScalarRule;
}

/**
 * The rules of an object schema's query keys as plain data (see query-rules.ts), read from the
 * schema's JSON Schema (zod's own `toJSONSchema`) and its refinements: a refinement named
 * `x-min-not-above-max` on `<name>_max` pairs it with `<name>_min`. A key of a kind a URL cannot
 * carry as a flat value throws, so a schema change never slips past the generated table.
 */
export function queryRulesOf(schema: z.ZodMiniType): QueryRules {
  const fields: Record<string, FieldRule> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    // A registry of its own: named schemas (ids in the global registry) are inlined, not referenced.
    const json = z.toJSONSchema(unwrapSchema(field), { io: 'input', metadata: z.registry() }) as Record<string, unknown>;
    if (json.type === 'array') {
      const items = scalarRule(json.items as Record<string, unknown>, key);
      fields[key] = json.maxItems === undefined ? { type: 'array', items } : { type: 'array', maxItems: json.maxItems as number, items };
    } else {
      fields[key] = scalarRule(json, key);
    }
  }
  const checks = (unwrapSchema(schema) as unknown as { def: { checks?: { _zod: { def: { params?: { rule?: string }; path?: PropertyKey[] } } }[] } })
    .def.checks ?? [];
  const minMax = checks.flatMap(({ _zod: { def } }) => {
    const max = def.path?.[0];
    if (def.params?.rule !== 'x-min-not-above-max' || typeof max !== 'string' || !max.endsWith('_max')) return [];
    return [[max.replace(/_max$/, '_min'), max] as const];
  });
  return { fields, minMax };
}
