import type { ZodOpenApiOverrideContext } from 'zod-openapi';
import { CONTRACT_RULES, ruleOf } from '../schemas/rules';

/**
 * What zod-openapi leaves out of openapi.yaml on its own, put in:
 * - every refinement's rule (schemas/rules.ts): its `x-` key with the plain-words description, and
 *   its JSON Schema where JSON Schema can say it;
 * - one openness policy for answers (docs/decisions/response-openness.md): a response object is
 *   open, as the SDK and the contract kit read it (fields the contract does not name are ignored;
 *   the kit's `--strict` shows them). Requests stay as the schemas say (strict objects closed).
 */
type Json = Record<string, unknown>;
const STRUCTURAL = new Set(['if', 'then', 'else', 'anyOf', 'oneOf', 'not', 'allOf']);

interface CheckLike {
  _zod: { def: { check?: string; params?: unknown } };
}

function addRules(ctx: ZodOpenApiOverrideContext): void {
  const checks = (ctx.zodSchema._zod.def as { checks?: CheckLike[] }).checks ?? [];
  for (const check of checks) {
    if (check._zod.def.check !== 'custom') continue;
    const key = ruleOf(check._zod.def.params);
    // A refinement without a rule is left as zod-openapi leaves it; the rules test names it.
    if (!key) continue;
    const rule: { description: string; jsonSchema?: Json } = CONTRACT_RULES[key];
    const json = ctx.jsonSchema as Json;
    json[key] = rule.description;
    if (!rule.jsonSchema) continue;
    if (Object.keys(rule.jsonSchema).some((k) => STRUCTURAL.has(k))) {
      // In an allOf of its own, so two conditional rules of one schema do not overwrite each other;
      // a refinement of a refinement inherits its parent's allOf, hence the de-duplication.
      const allOf = (json.allOf as Json[] | undefined) ?? [];
      const text = JSON.stringify(rule.jsonSchema);
      if (!allOf.some((item) => JSON.stringify(item) === text)) allOf.push(structuredClone(rule.jsonSchema));
      json.allOf = allOf;
    } else {
      Object.assign(json, structuredClone(rule.jsonSchema));
    }
  }
}

function openAnswers(ctx: ZodOpenApiOverrideContext): void {
  if (ctx.io === 'output' && ctx.jsonSchema.additionalProperties === false) delete ctx.jsonSchema.additionalProperties;
}

export function overrideSchema(ctx: ZodOpenApiOverrideContext): void {
  addRules(ctx);
  openAnswers(ctx);
}

/**
 * The same policy on the finished document, for what zod's JSON Schema adds after the override
 * (a `.meta()` copy of an object, such as ParkingType, comes out as its `$ref` plus
 * `additionalProperties: false`): every schema an answer reaches is opened. No response schema is
 * a strict zod object (tests/unit/schemas/contract-rules.test.ts), so nothing closed on purpose
 * is opened.
 */
export function openResponses(document: { paths?: Json; components?: Json }): void {
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Json;
    if (record.additionalProperties === false) delete record.additionalProperties;
    for (const [key, value] of Object.entries(record)) {
      if (key === '$ref' && typeof value === 'string') {
        visit(value.slice(2).split('/').reduce<unknown>((at, part) => (at as Json | undefined)?.[part], document));
      } else visit(value);
    }
  };
  for (const item of Object.values(document.paths ?? {}) as Json[]) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object') visit((operation as Json).responses);
    }
  }
}
