/**
 * What a stored value must be, as plain data: the subset of JSON Schema the session's user uses
 * (objects, integers and strings with bounds, patterns and sets, null in an `anyOf`), plus
 * `x-trim` for a string the schema trims before checking it. value-rules-of.ts derives it from a
 * zod schema (it throws on anything else), `npm run openapi` writes the user's table to
 * sdk/generated/user-session.ts, and `readValue` checks a value against it without zod: the core
 * entry reads a session cookie as the schema would, and its import loads no schema library.
 */
export interface ObjectRule {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, ValueRule>>;
  readonly required: readonly string[];
}

export interface ScalarRule {
  readonly type: 'integer' | 'string' | 'null';
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly 'x-trim'?: true;
}

export interface AnyOfRule {
  readonly anyOf: readonly ValueRule[];
}

export type ValueRule = ObjectRule | ScalarRule | AnyOfRule;

/** Read: the value as the schema outputs it (strings trimmed where it trims, unknown keys dropped). */
export type Read = { readonly value: unknown } | undefined;

const patterns = new Map<string, RegExp>();
const regex = (source: string) => patterns.get(source) ?? patterns.set(source, new RegExp(source)).get(source)!;

function readScalar(rule: ScalarRule, raw: unknown): Read {
  if (rule.type === 'null') return raw === null ? { value: raw } : undefined;
  if (rule.type === 'integer') {
    const ok = Number.isInteger(raw)
      && (rule.minimum === undefined || (raw as number) >= rule.minimum)
      && (rule.exclusiveMinimum === undefined || (raw as number) > rule.exclusiveMinimum)
      && (rule.maximum === undefined || (raw as number) <= rule.maximum);
    return ok ? { value: raw } : undefined;
  }
  if (typeof raw !== 'string') return undefined;
  const text = rule['x-trim'] ? raw.trim() : raw;
  const ok = (rule.enum === undefined || rule.enum.includes(text))
    && (rule.minLength === undefined || text.length >= rule.minLength)
    && (rule.maxLength === undefined || text.length <= rule.maxLength)
    && (rule.pattern === undefined || regex(rule.pattern).test(text));
  return ok ? { value: text } : undefined;
}

function readObject(rule: ObjectRule, raw: unknown): Read {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(rule.properties)) {
    if (!Object.hasOwn(record, key) || record[key] === undefined) {
      if (rule.required.includes(key)) return undefined;
      continue;
    }
    const read = readValue(field, record[key]);
    if (!read) return undefined;
    out[key] = read.value;
  }
  return { value: out };
}

/** `raw` read by `rule`, or undefined when the rule refuses it. */
export function readValue(rule: ValueRule, raw: unknown): Read {
  if ('anyOf' in rule) {
    for (const option of rule.anyOf) {
      const read = readValue(option, raw);
      if (read) return read;
    }
    return undefined;
  }
  return rule.type === 'object' ? readObject(rule, raw) : readScalar(rule, raw);
}
