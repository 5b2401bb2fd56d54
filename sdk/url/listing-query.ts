import { PROFILE_FILTER_RULES } from '../generated/listing-filters';
import type { ProfileFilters } from '../../schemas/filters';
import { baseKey, encodeParams, queryNumber, queryValues } from './query-params';
import type { FieldRule, QueryRules, ScalarRule } from './query-rules';

/**
 * The listings' query codec: filters and page <-> the address bar's query string, for the site's
 * listing pages (server and browser), the SDK's `useFilters` and the embeddable widgets. It reads
 * the wire format of query-params.ts and checks each value against a filter schema's rules, which
 * `npm run openapi` derives from the schema (query-codec.ts `queryRulesOf`) into
 * sdk/generated/listing-filters.ts: no schema library at run time, so a listing's first load does
 * not carry zod. A bad value (age_min=12, height_min=abc, a min above its max) drops only its own
 * key; keys the filters do not own (utm_*) are carried over untouched. `listingCodec` makes one
 * per filter schema (listings.ts declares each listing with its own); the profile listings' is
 * exported below under its historical names.
 */
export interface ListingCodec<F extends object> {
  /** Query keys the filters own (plus `page`); every other key (utm_*…) is left as it was. */
  readonly keys: ReadonlySet<string>;
  /** Filters from a query string: a hand-edited bad value loses only its own key. */
  decode(params: URLSearchParams): F;
  /** The query for filters and a page: keys in a stable order, page 1 left out, `keep`'s other keys carried over. */
  encode(filters: F, page: number, keep?: URLSearchParams): URLSearchParams;
}

/** One URL value as its rule reads it (numbers parsed, text trimmed as the schema trims), or undefined when refused. */
function readScalar(rule: ScalarRule, raw: string): number | string | undefined {
  if (rule.type === 'integer') {
    const n = queryNumber(raw);
    const ok = Number.isInteger(n)
      && (rule.minimum === undefined || n >= rule.minimum)
      && (rule.exclusiveMinimum === undefined || n > rule.exclusiveMinimum)
      && (rule.maximum === undefined || n <= rule.maximum);
    return ok ? n : undefined;
  }
  if (rule.enum) return rule.enum.includes(raw) ? raw : undefined;
  const text = raw.trim();
  const ok = (rule.minLength === undefined || text.length >= rule.minLength) && (rule.maxLength === undefined || text.length <= rule.maxLength);
  return ok ? text : undefined;
}

function readField(rule: FieldRule, values: readonly string[]): unknown {
  if (rule.type === 'array') {
    const list = values.map((v) => readScalar(rule.items, v));
    const ok = list.length > 0 && (rule.maxItems === undefined || list.length <= rule.maxItems) && list.every((v) => v !== undefined);
    return ok ? list : undefined;
  }
  // A repeated scalar keeps its last value, as most servers do.
  const last = values.at(-1);
  return last === undefined ? undefined : readScalar(rule, last);
}

/** The values a query string holds under `rules`, each refused one (and a max below its min) left out. */
export function decodeByRules(rules: QueryRules, params: URLSearchParams): Record<string, unknown> {
  // Most pages come without a query: nothing to read (a page renders this several times per request).
  if (params.keys().next().done) return {};
  // A min above its max drops the max, comparing the numbers as given (even a min out of range).
  const dropped = new Set<string>();
  for (const [lo, hi] of rules.minMax) {
    if (queryNumber(queryValues(params, lo).at(-1)) > queryNumber(queryValues(params, hi).at(-1))) dropped.add(hi);
  }
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules.fields)) {
    const value = dropped.has(key) ? undefined : readField(rule, queryValues(params, key));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The page number from the query: a positive (safe) integer, else 1. */
export function decodePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The codec of a filter schema's rules (sdk/generated/listing-filters.ts). */
export function listingCodec<F extends object>(rules: QueryRules): ListingCodec<F> {
  const keys: ReadonlySet<string> = new Set<string>([...Object.keys(rules.fields), 'page']);
  return {
    keys,
    decode: (params) => decodeByRules(rules, params) as F,
    encode: (filters, page, keep) => {
      const params = encodeParams({ ...filters, page: page > 1 ? page : undefined });
      if (keep) for (const [key, value] of keep) if (!keys.has(baseKey(key))) params.append(key, value);
      return params;
    },
  };
}

/** The profile listings' codec (`ProfileFilters`). */
export const PROFILE_CODEC: ListingCodec<ProfileFilters> = listingCodec(PROFILE_FILTER_RULES);

/** Query keys the profile filters own (plus `page`). */
export const FILTER_KEYS: ReadonlySet<string> = PROFILE_CODEC.keys;

/**
 * Profile filters from a query string. A hand-edited URL with a bad value loses only the
 * offending keys, not every filter: the visitor still sees a sensible listing.
 */
export const decodeFilters = (params: URLSearchParams): ProfileFilters => PROFILE_CODEC.decode(params);

/**
 * The query string for profile filters and a page: filter keys in a stable order, page left out
 * when 1, and the keys the filters do not own carried over from `keep`.
 */
export const encodeFilters = (filters: ProfileFilters, page: number, keep?: URLSearchParams): URLSearchParams =>
  PROFILE_CODEC.encode(filters, page, keep);
