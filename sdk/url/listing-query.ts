import {
  ADULT_MIN_AGE, BUSINESS_TYPES, FILTER_IDS_MAX, HEIGHT_MAX_CM, HEIGHT_MIN_CM, INCALL_OUTCALL, MAX_AGE, NAME_SEARCH_MAX_LENGTH,
  PROFILE_CATEGORIES, PROFILE_SORTS, STATUS_FILTERS, WEIGHT_MAX_KG, WEIGHT_MIN_KG,
} from '../../schemas/constants';
import type { ProfileFilters } from '../../schemas/filters';
import { baseKey, encodeParams, queryNumber, queryValues } from './query-params';

/**
 * The listing's query codec: filters and page <-> the address bar's query string, for the site's
 * listing pages (server and browser), the SDK's `useFilters` and the embeddable widgets. It reads
 * the wire format of query-params.ts and checks each value against the limits the `ProfileFilters`
 * schema is built from (schemas/constants/), in plain code: no schema library, so a listing's
 * first load does not carry zod. A bad value (age_min=12, height_min=abc, a min above its max)
 * drops only its own key; keys the filters do not own (utm_*) are carried over untouched.
 */
type Key = keyof ProfileFilters;

const RANGES = {
  age_min: [ADULT_MIN_AGE, MAX_AGE], age_max: [ADULT_MIN_AGE, MAX_AGE],
  height_min: [HEIGHT_MIN_CM, HEIGHT_MAX_CM], height_max: [HEIGHT_MIN_CM, HEIGHT_MAX_CM],
  weight_min: [WEIGHT_MIN_KG, WEIGHT_MAX_KG], weight_max: [WEIGHT_MIN_KG, WEIGHT_MAX_KG],
} as const satisfies Partial<Record<Key, readonly [number, number]>>;
/** Pairs whose min must not exceed their max (the schema's refinements): a max below its min is dropped. */
const MIN_MAX = [['age_min', 'age_max'], ['height_min', 'height_max'], ['weight_min', 'weight_max']] as const;
const ID_KEYS = ['country_id', 'city_id', 'business_id'] as const satisfies readonly Key[];
const ID_LIST_KEYS = [
  'services', 'type', 'hair_color', 'hair_length', 'bust_type', 'bust_size', 'smoker', 'alcohol', 'tattoo', 'gender',
  'ethnicity', 'orientation', 'available_for', 'meeting_with', 'bikini', 'eyes',
] as const satisfies readonly Key[];
const ENUMS = {
  category: PROFILE_CATEGORIES,
  business_type: BUSINESS_TYPES,
  incall_outcall: INCALL_OUTCALL,
  sort: PROFILE_SORTS,
} as const satisfies Partial<Record<Key, readonly string[]>>;
const ENUM_LIST_KEYS = { statuses: STATUS_FILTERS } as const satisfies Partial<Record<Key, readonly string[]>>;
/** Free text, trimmed, with its longest length (the name search). */
const TEXT_KEYS = { name: NAME_SEARCH_MAX_LENGTH } as const satisfies Partial<Record<Key, number>>;

type Covered =
  | keyof typeof RANGES | (typeof ID_KEYS)[number] | (typeof ID_LIST_KEYS)[number] | keyof typeof ENUMS | keyof typeof ENUM_LIST_KEYS
  | keyof typeof TEXT_KEYS;
/** Fails to compile when ProfileFilters gains a key this codec does not know. */
const _exhaustive: [Exclude<Key, Covered>] extends [never] ? true : never = true;
void _exhaustive;

/** Query keys the filters own (plus `page`); every other key (utm_*…) is left as it was. */
export const FILTER_KEYS: ReadonlySet<string> = new Set<string>([
  ...Object.keys(RANGES), ...ID_KEYS, ...ID_LIST_KEYS, ...Object.keys(ENUMS), ...Object.keys(ENUM_LIST_KEYS), ...Object.keys(TEXT_KEYS), 'page',
]);

const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= Number.MAX_SAFE_INTEGER;
/** A repeated scalar keeps its last value, as most servers do. */
const lastValue = (params: URLSearchParams, key: string) => queryValues(params, key).at(-1);

/**
 * Filters from a query string. A hand-edited URL with a bad value loses only the offending keys,
 * not every filter: the visitor still sees a sensible listing.
 */
export function decodeFilters(params: URLSearchParams): ProfileFilters {
  const out: Record<string, unknown> = {};
  // A min above its max drops the max, comparing the numbers as given (even a min out of range).
  const dropped = new Set<string>();
  for (const [lo, hi] of MIN_MAX) {
    const a = queryNumber(lastValue(params, lo));
    const b = queryNumber(lastValue(params, hi));
    if (a > b) dropped.add(hi);
  }
  for (const [key, [min, max]] of Object.entries(RANGES)) {
    const n = queryNumber(lastValue(params, key));
    if (!dropped.has(key) && Number.isInteger(n) && n >= min && n <= max) out[key] = n;
  }
  for (const key of ID_KEYS) {
    const n = queryNumber(lastValue(params, key));
    if (isId(n)) out[key] = n;
  }
  for (const key of ID_LIST_KEYS) {
    const list = queryValues(params, key).map(queryNumber);
    if (list.length > 0 && list.length <= FILTER_IDS_MAX && list.every(isId)) out[key] = list;
  }
  for (const [key, allowed] of Object.entries(ENUMS)) {
    const v = lastValue(params, key);
    if (v !== undefined && (allowed as readonly string[]).includes(v)) out[key] = v;
  }
  for (const [key, allowed] of Object.entries(ENUM_LIST_KEYS)) {
    const list = queryValues(params, key);
    if (list.length > 0 && list.length <= allowed.length && list.every((v) => (allowed as readonly string[]).includes(v))) out[key] = list;
  }
  for (const [key, max] of Object.entries(TEXT_KEYS)) {
    const text = lastValue(params, key)?.trim();
    if (text && text.length <= max) out[key] = text;
  }
  return out as ProfileFilters;
}

/** The page number from the query: a positive (safe) integer, else 1. */
export function decodePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * The query string for filters and a page: filter keys in a stable order, page left out when 1,
 * and the keys the filters do not own carried over from `keep`.
 */
export function encodeFilters(filters: ProfileFilters, page: number, keep?: URLSearchParams): URLSearchParams {
  const params = encodeParams({ ...filters, page: page > 1 ? page : undefined });
  if (keep) for (const [key, value] of keep) if (!FILTER_KEYS.has(baseKey(key))) params.append(key, value);
  return params;
}
