import { z } from 'zod/mini';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { HTTP, LOCALES, RELEASE_TAG } from '../schemas/constants';
import { meta } from '../schemas/compose';
import { MessageResponse, ValidationErrorResponse } from '../schemas/api/errors';
import { allowedMethods, operations } from '../schemas/operations';
import { errorStatusesOf } from '../schemas/api/operation';
import { ruleOf } from '../schemas/rules';
import { CONTRACT_RULES } from '../schemas/rules';
import type { OperationDef } from '../schemas/api/operation';
import { openResponses, overrideSchema } from './openapi-rules';

const TAG_DESCRIPTIONS: Record<OperationDef['tag'], string> = {
  session: 'Session and account',
  profiles: 'Individual profiles',
  reviews: 'Reviews',
  businesses: 'Businesses',
  reference: 'Reference data and sliders',
  media: 'Media and stories',
  client: 'The member’s area: favourites and notifications',
  payments: 'LoveCoins and TOP/VIP packages',
  settings: 'Account settings and the calendar (beyond spec 7)',
};

const ContentLanguage = z.object({
  // What the API accepts: any value; one of the nine languages chooses the answer's, anything else
  // falls back (Accept-Language, then English) and is not refused.
  'Content-Language': meta(z.optional(z.string()), {
    description: `Language of the answer: one of ${LOCALES.join(', ')}. Any other value is not refused: the answer is then in the best Accept-Language match, else English`,
  }),
});

const statusText: Record<number, string> = {
  [HTTP.badRequest]: 'Bad request',
  [HTTP.unauthorized]: 'Not logged in, or the token was refused',
  [HTTP.paymentRequired]: 'Not enough LoveCoins',
  [HTTP.forbidden]: 'The role may not do this',
  [HTTP.notFound]: 'Not found',
  [HTTP.unprocessable]: 'Validation failed: per-field messages (for a read, its query)',
  [HTTP.tooManyRequests]: 'Too many requests: the client retries once',
  [HTTP.unavailable]: 'Temporarily unavailable',
};

function toOperation(op: OperationDef): ZodOpenApiOperationObject {
  const responses: ZodOpenApiOperationObject['responses'] = {
    [HTTP.ok]: { description: 'OK', content: { 'application/json': { schema: op.response } } },
  };
  for (const status of [...errorStatusesOf(op), HTTP.tooManyRequests]) {
    const special = op.errorBodies?.[status];
    const schema = special?.schema ?? (status === HTTP.unprocessable ? ValidationErrorResponse : MessageResponse);
    const description = special?.description ?? statusText[status] ?? 'Error';
    responses[`${status}` as `${1 | 2 | 3 | 4 | 5}${string}`] = { description, content: { 'application/json': { schema } } };
  }
  responses.default = { description: 'Unexpected error', content: { 'application/json': { schema: MessageResponse } } };
  const description = [op.inferred && `Inferred: ${op.inferred}.`, op.extra && 'Not one of the calls of spec section 7.',
    op.roles && `Roles: ${op.roles.join(', ')}.`].filter(Boolean).join(' ');
  return {
    operationId: op.id,
    summary: op.summary,
    ...(description ? { description } : {}),
    tags: [op.tag],
    requestParams: {
      header: ContentLanguage,
      ...(op.params ? { path: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
    },
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { [op.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: op.body } },
          },
        }
      : {}),
    responses,
    security: op.auth === 'required' ? [{ bearerAuth: [] }] : op.auth === 'optional' ? [{}, { bearerAuth: [] }] : [],
    ...(op.extra ? { 'x-inferred-call': true } : {}),
    ...parameterRules(op),
  };
}

/**
 * The rules of a query or of path parameters as a whole (min not above max): parameters are
 * listed one by one, so the rule goes on the operation.
 */
function parameterRules(op: OperationDef): Record<`x-${string}`, string> {
  const rules: Record<`x-${string}`, string> = {};
  for (const schema of [op.query, op.params]) {
    for (const check of (schema?._zod.def.checks ?? []) as { _zod: { def: { check?: string; params?: unknown } } }[]) {
      const key = check._zod.def.check === 'custom' ? ruleOf(check._zod.def.params) : undefined;
      if (key) rules[key] = `${CONTRACT_RULES[key].description} (parameters)`;
    }
  }
  return rules;
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations as readonly OperationDef[]) {
    paths[op.path] = { ...paths[op.path], [op.method]: toOperation(op) };
  }
  // Any other method on a path answers 405 with this Allow header (mocks/handlers/method-not-allowed.ts).
  for (const path of Object.keys(paths)) paths[path] = { ...paths[path], 'x-allow': allowedMethods(path).join(', ') };
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: RELEASE_TAG,
      description:
        'API of the nine-language adult directory and advertising portal (18+). Generated from the zod schemas in schemas/. '
        + 'A method a path does not list answers 405 Method Not Allowed with an Allow header naming the methods it has (`x-allow` of each path). '
        + 'Answers are open: a client ignores fields the contract does not name (docs/decisions/response-openness.md). '
        + 'Rules JSON Schema cannot say are `x-` keys with their plain-words description (docs/contract-rules.md). '
        + 'Requests: bodies are closed (`additionalProperties: false`, an unknown field answers 422); query parameters an operation does not name are ignored, as by most HTTP APIs, never refused.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/', description: 'The API host; the site proxies /api and /media to it' }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    security: [],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    paths,
  }, { override: overrideSchema });
  openResponses(document as Parameters<typeof openResponses>[0]);
  return document;
}
