/** URL helpers of the SDK: the query codec shared by the mock backend and the UI's filter state. */
export {
  coerceValue, decodeQuery, encodeQuery, isArraySchema, rawFromParams, shapeOf, toSearch, unwrapSchema,
} from './query-codec';
export type { EncodeOptions } from './query-codec';
