import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod/mini';
import { errorStatusesOf } from '../../../schemas/api/operation';
import type { OperationDef } from '../../../schemas/api/operation';
import { operations } from '../../../schemas/operations';
import { CONTRACT_RULES, ruleOf } from '../../../schemas/rules';

/**
 * openapi.yaml says what the schemas enforce: every refinement names a rule of
 * schemas/rules.ts and the document carries that rule on the operation that uses it; the YAML
 * reads the same under YAML 1.1 and 1.2 and equals openapi.json; answers are open; every status an
 * operation may answer is listed.
 */
const yamlText = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
const doc = parse(yamlText) as Json;
type Json = Record<string, unknown>;
const ops = operations as readonly OperationDef[];

interface Found {
  rules: Set<string>;
  unnamed: string[];
  flagged: string[];
  /** Objects that refuse fields they do not name (`.strict()`). */
  closed: string[];
}

/** Walks a zod schema's definition tree: every custom check (refinement) and every regex with flags. */
function walk(schema: z.core.$ZodType, where: string, found: Found, seen = new Set<z.core.$ZodType>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  for (const check of (def.checks ?? []) as z.core.$ZodCheck[]) {
    const checkDef = check._zod.def as { check: string; params?: unknown; pattern?: RegExp };
    if (checkDef.check === 'custom') {
      const key = ruleOf(checkDef.params);
      if (key) found.rules.add(key);
      else found.unnamed.push(where);
    }
    if (checkDef.pattern instanceof RegExp && checkDef.pattern.flags.replace('u', '') !== '') found.flagged.push(`${where} /${checkDef.pattern.source}/${checkDef.pattern.flags}`);
  }
  if (def.type === 'custom') found.unnamed.push(`${where} (z.custom)`);
  const next = (child: unknown, at: string) => {
    if (child && typeof child === 'object' && '_zod' in child) walk(child as z.core.$ZodType, at, found, seen);
  };
  if (def.type === 'object') {
    if ((def.catchall as z.core.$ZodType | undefined)?._zod.def.type === 'never') found.closed.push(where);
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) next(field, `${where}.${key}`);
    next(def.catchall, `${where}.*`);
  }
  if (def.type === 'array') next(def.element, `${where}[]`);
  if (def.type === 'union') (def.options as unknown[]).forEach((o, i) => next(o, `${where}|${i}`));
  if (def.type === 'intersection') [def.left, def.right].forEach((o) => next(o, where));
  if (def.type === 'record') next(def.valueType, `${where}{}`);
  if (def.type === 'tuple') (def.items as unknown[]).forEach((o, i) => next(o, `${where}[${i}]`));
  if (def.type === 'pipe') [def.in, def.out].forEach((o) => next(o, where));
  if (def.type === 'lazy') next((def.getter as () => unknown)(), where);
  if ('innerType' in def) next(def.innerType, where);
}

function zodFound(op: OperationDef): Found {
  const found: Found = { rules: new Set(), unnamed: [], flagged: [], closed: [] };
  const parts = { response: op.response, body: op.body, query: op.query, params: op.params };
  for (const [name, schema] of Object.entries(parts)) if (schema) walk(schema, `${op.id} ${name}`, found);
  return found;
}

/** Every `x-` key of a document part, following $refs into the components. */
function docRules(node: unknown, out = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => docRules(item, out, seen));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !seen.has(value)) {
        seen.add(value);
        docRules(value.slice(2).split('/').reduce<unknown>((at, part) => (at as Json)[part], doc), out, seen);
      } else if (key.startsWith('x-') && key in CONTRACT_RULES) out.add(key);
      else docRules(value, out, seen);
    }
  }
  return out;
}

const operationOf = (op: OperationDef) => (doc.paths as Record<string, Record<string, Json>>)[op.path]![op.method]!;

describe('the rules of the schemas in openapi.yaml', () => {
  it('names a rule of schemas/rules.ts in every refinement of every operation', () => {
    const unnamed = ops.flatMap((op) => zodFound(op).unnamed);
    expect(unnamed, 'refinements without a rule: add `...rule(key)` to their options (schemas/rules.ts)').toEqual([]);
  });

  it('carries, on each operation, every rule its schemas enforce', () => {
    const missing = ops.flatMap((op) => {
      const inDoc = docRules(operationOf(op));
      return [...zodFound(op).rules].filter((key) => !inDoc.has(key)).map((key) => `${op.id}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('says a rule in JSON Schema wherever JSON Schema can: unique days off, hours of an available day', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    expect(schemas.DaysOff).toMatchObject({ uniqueItems: true, 'x-unique-items': CONTRACT_RULES['x-unique-items'].description });
    expect(schemas.WorkingDay!.allOf).toEqual([
      CONTRACT_RULES['x-hours-when-available'].jsonSchema,
      CONTRACT_RULES['x-until-when-available'].jsonSchema,
    ]);
    expect(schemas.MyPrice).toMatchObject({ 'x-same-length': CONTRACT_RULES['x-same-length'].description });
  });

  it('lists every rule in docs/contract-rules.md, with its plain words', () => {
    const table = readFileSync(new URL('../../../docs/contract-rules.md', import.meta.url), 'utf8');
    for (const [key, rule] of Object.entries(CONTRACT_RULES)) expect(table, key).toContain(`| \`${key}\` | ${rule.description} |`);
  });

  it('uses no regex flags, which a JSON Schema pattern cannot carry', () => {
    expect(ops.flatMap((op) => zodFound(op).flagged)).toEqual([]);
  });

  it('gives safe URLs their pattern: a document reader refuses "onlyfans.com/viya" as the SDK does', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const pattern = new RegExp(((schemas.ImageRef!.properties as Json).image as Json).pattern as string);
    expect(pattern.test('onlyfans.com/viya')).toBe(false);
    expect(pattern.test('//evil.example/x.png')).toBe(false);
    expect(pattern.test('HTTPS://cdn.example/x.png')).toBe(true);
    expect(pattern.test('/media/x.png')).toBe(true);
  });
});

describe('openapi.yaml as other tools read it', () => {
  it('reads the same under YAML 1.1 (PyYAML, Go yaml.v2, Ruby) and YAML 1.2, and equals openapi.json', () => {
    const v11 = parse(yamlText, { version: '1.1' }) as Json;
    const v12 = parse(yamlText, { version: '1.2' }) as Json;
    expect(isDeepStrictEqual(v11, v12)).toBe(true);
    const json = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as Json;
    expect(isDeepStrictEqual(json, v12)).toBe(true);
    expect(yamlText).toContain('- "10:00"');
  });

  it('leaves every answer open: no response schema closes its objects (additionalProperties: false)', () => {
    const closed: string[] = [];
    const visit = (node: unknown, at: string, seen: Set<string>) => {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${at}[${i}]`, seen));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'additionalProperties' && value === false) closed.push(at);
          if (key === '$ref' && typeof value === 'string' && !seen.has(value)) {
            seen.add(value);
            visit(value.slice(2).split('/').reduce<unknown>((n, part) => (n as Json)[part], doc), value, seen);
          } else visit(value, `${at}.${key}`, seen);
        }
      }
    };
    for (const op of ops) visit((operationOf(op).responses as Json)['200'], op.id, new Set());
    expect(closed).toEqual([]);
  });

  it('reads every answer openly in the SDK too: no response schema is a strict object', () => {
    const closed = ops.flatMap((op) => zodFound(op).closed.filter((where) => where.startsWith(`${op.id} response`)));
    expect(closed).toEqual([]);
  });

  it('lists every status an operation may answer, 422 with per-field errors for a read that validates its query', () => {
    for (const op of ops) {
      const responses = operationOf(op).responses as Record<string, { content: { 'application/json': { schema: Json } } }>;
      for (const status of errorStatusesOf(op)) expect(Object.keys(responses), `${op.id} ${status}`).toContain(String(status));
      if (op.query) {
        expect(responses['422']!.content['application/json'].schema, op.id).toEqual({ $ref: '#/components/schemas/ValidationErrorResponse' });
      }
    }
  });

  it('names on each path the methods it has, the Allow header of its 405', () => {
    const paths = doc.paths as Record<string, Json>;
    expect(paths['/api/currency']!['x-allow']).toBe('GET');
    expect(paths['/api/profile/{id}']!['x-allow']).toBe('GET, PATCH');
  });
});
