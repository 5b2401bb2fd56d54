import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * openapi.json read by a standard JSON Schema validator (ajv, 2020-12 dialect, the formats
 * checked), as a team that never saw our zod schemas would read it. `validatorFor` compiles the
 * schema of one operation's answer with one status.
 */
export type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  components: { schemas: Record<string, object> };
};

export const document = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;

// strict: false, since OpenAPI's own keywords (x- rules, discriminator...) are no JSON Schema keywords.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');

/** Every operation of the document by operationId: its method and path template. */
export const documentedOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).filter(([method]) => !method.startsWith('x-')).map(([method, op]) => ({ id: op.operationId!, method, path, op })));

/** The documented schema of an answer (status as in the document, `default` as the fallback), refs resolved in the document. */
export function responseSchema(operationId: string, status: number | 'default'): object | undefined {
  const found = documentedOperations.find((o) => o.id === operationId);
  const responses = found?.op.responses ?? {};
  const response = responses[String(status)] ?? responses.default;
  return response?.content?.['application/json']?.schema;
}

const rebased = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

const compiled = new Map<object, ValidateFunction>();
export function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(rebased(schema) as object)));
  return validate;
}
