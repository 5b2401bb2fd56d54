/**
 * `@portal/sdk/schemas`: the zod schemas of every entity, filter, request and response, the
 * operations table (schemas/, the one source of truth), and the codec that reads a query string
 * into a schema's values the way the SDK writes it (repeated keys for arrays, numbers and booleans
 * as text): what a backend or a mock written in TypeScript parses requests with.
 */
export * from '../../schemas';
export {
  coerceValue, decodeQuery, encodeQuery, isArraySchema, rawFromParams, shapeOf, toSearch, unwrapSchema,
} from '../url/query-codec';
export type { EncodeOptions } from '../url/query-codec';
