import type { z } from 'zod/mini';
import type { ContractIssue } from './issues';
import { formatPath, shorten } from './issues';

/**
 * `--strict`: fields the answer has and the schema does not name. zod objects strip unknown keys
 * by default, so parsing alone never reports them; this walks the value along the schema's shape.
 * Objects with a catchall (passthrough or typed) allow any key and are not reported.
 */
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;

/** Wrappers whose inner schema describes the same value. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

function walk(schema: z.core.$ZodType, value: unknown, path: PropertyKey[], out: ContractIssue[]): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return walk(def.innerType as z.core.$ZodType, value, path, out);
  if (def.type === 'pipe') return walk(def.in as z.core.$ZodType, value, path, out);
  if (def.type === 'lazy') return walk((def.getter as () => z.core.$ZodType)(), value, path, out);
  if (typeof value !== 'object' || value === null) return;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      for (const [key, item] of Object.entries(value)) {
        const field = shape[key];
        if (field) walk(field, item, [...path, key], out);
        else if (def.catchall === undefined) {
          const at = [...path, key];
          out.push({ path: formatPath(at), expected: 'no such field', received: shorten(item, at), message: `"${key}" is not in the contract`, count: 1 });
        }
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) value.forEach((item, i) => walk(def.element as z.core.$ZodType, item, [...path, i], out));
      return;
    case 'tuple':
      if (Array.isArray(value)) (def.items as z.core.$ZodType[]).forEach((item, i) => walk(item, value[i], [...path, i], out));
      return;
    case 'record':
      for (const [key, item] of Object.entries(value)) walk(def.valueType as z.core.$ZodType, item, [...path, key], out);
      return;
    case 'intersection':
      // Each side would call the other side's keys unknown; only what both miss counts.
      return intersect(def.left as z.core.$ZodType, def.right as z.core.$ZodType, value, path, out);
    case 'union': {
      // The first option the value satisfies is the one that describes it.
      const option = (def.options as z.core.$ZodType[]).find((o) => (o as z.ZodMiniType).safeParse(value).success);
      if (option) walk(option, value, path, out);
      return;
    }
    default:
  }
}

function intersect(left: z.core.$ZodType, right: z.core.$ZodType, value: unknown, path: PropertyKey[], out: ContractIssue[]): void {
  const a: ContractIssue[] = [];
  const b: ContractIssue[] = [];
  walk(left, value, path, a);
  walk(right, value, path, b);
  const inB = new Set(b.map((issue) => issue.path));
  out.push(...a.filter((issue) => inB.has(issue.path)));
}

export function unknownFields(schema: z.ZodMiniType, value: unknown): ContractIssue[] {
  const out: ContractIssue[] = [];
  walk(schema, value, [], out);
  return out;
}
