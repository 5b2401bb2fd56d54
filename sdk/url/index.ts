/**
 * URL helpers of the SDK: the listing's query codec (zod-free, listing-query.ts), and the
 * schema-driven codec the mock backend parses requests with; both read and write the wire format
 * of query-params.ts.
 */
export {
  coerceValue, decodeQuery, encodeQuery, isArraySchema, rawFromParams, shapeOf, toSearch, unwrapSchema,
} from './query-codec';
export type { EncodeOptions } from './query-codec';
export { FILTER_KEYS, decodeFilters, decodePage, encodeFilters } from './listing-query';
