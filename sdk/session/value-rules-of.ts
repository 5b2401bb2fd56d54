import * as z from 'zod/mini';
import type { ValueRule } from './value-rules';

/**
 * A zod schema's rules as plain data for `readValue` (./value-rules), read from its JSON Schema
 * (zod's own `toJSONSchema`). Build time only (`npm run openapi`): it imports zod. A keyword the
 * reader does not check, or a transform other than trimming, throws, so a schema change never
 * slips past the generated table.
 */
const CHECKED = [
  'type', 'properties', 'required', 'anyOf', 'enum', 'minimum', 'exclusiveMinimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'x-trim',
];
/** Left out of the table: documentation, and zod's email `format`, whose check is the `pattern` zod writes beside it. */
const DROPPED = ['description', 'format', 'additionalProperties'];
const KNOWN = new Set([...CHECKED, ...DROPPED]);
const TRIM_PROBE = ' x ';

/** The zod internals read here: a schema's checks (zod 4 keeps them stable under `_zod.def`). */
interface Check {
  _zod: { def: { check: string; tx?: (value: string) => unknown } };
}

/** Marks a string the schema trims: zod's `trim()` is an overwrite check, which no JSON Schema keyword says. */
function markTrim(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const checks = (ctx.zodSchema as { _zod: { def: { checks?: Check[] } } })._zod.def.checks ?? [];
  checks.forEach((check, at) => {
    const { check: kind, tx } = check._zod.def;
    if (kind !== 'overwrite') return;
    if (tx?.(TRIM_PROBE) !== TRIM_PROBE.trim()) throw new Error('valueRulesOf: a transform other than trim() has no rule');
    // readValue trims before it checks anything.
    if (at !== 0) throw new Error('valueRulesOf: trim() after other checks has no rule');
    ctx.jsonSchema['x-trim'] = true;
  });
}

function ruleOf(json: Record<string, unknown>, path: string): ValueRule {
  const unknown = Object.keys(json).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) {
    throw new Error(`valueRulesOf: ${path} has ${unknown.map((k) => `"${k}"`).join(', ')}, which readValue does not check`);
  }
  if (json.format !== undefined && (json.format !== 'email' || json.pattern === undefined)) {
    throw new Error(`valueRulesOf: ${path} has the format ${String(json.format)}, which readValue checks only as zod's email pattern`);
  }
  const rule = Object.fromEntries(Object.entries(json).filter(([key]) => !DROPPED.includes(key)));
  if (Array.isArray(rule.anyOf)) {
    return { anyOf: rule.anyOf.map((option: Record<string, unknown>, i) => ruleOf(option, `${path}.anyOf[${i}]`)) };
  }
  if (rule.type === 'object') {
    const fields = Object.entries(rule.properties as Record<string, Record<string, unknown>>);
    const properties = Object.fromEntries(fields.map(([key, field]) => [key, ruleOf(field, `${path}.${key}`)]));
    return { type: 'object', properties, required: (rule.required as string[] | undefined) ?? [] };
  }
  if (rule.type !== 'integer' && rule.type !== 'string' && rule.type !== 'null') {
    throw new Error(`valueRulesOf: ${path} is a ${String(rule.type)}, which readValue does not read`);
  }
  return rule as unknown as ValueRule;
}

export function valueRulesOf(schema: z.ZodMiniType): ValueRule {
  // A registry of its own: named schemas (ids in the global registry) are inlined, not referenced.
  const json = z.toJSONSchema(schema, { io: 'output', metadata: z.registry(), override: markTrim }) as Record<string, unknown>;
  const { $schema: _, ...root } = json;
  return ruleOf(root, '(root)');
}
