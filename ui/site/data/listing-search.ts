import {
  ADULT_MIN_AGE, BUSINESS_TYPES, HEIGHT_MAX_CM, HEIGHT_MIN_CM, MAX_AGE, PROFILE_CATEGORIES, STATUS_FILTERS, WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '../../../schemas/constants';
import type { ProfileFilters } from '../../../schemas/filters';

/**
 * Listing filters <-> query string, without a schema library. sdk/react's `decodeFilters` does the
 * same through zod, which the listing's first load must not carry (budget: ≤150 kB gzip); a unit
 * test checks that both decode alike. Wire format as the SDK's codec: scalars `key=value`, lists as
 * repeated keys, unknown keys (utm_*) kept. A bad value drops only its own key.
 */
type Key = keyof ProfileFilters;

const RANGES = {
  age_min: [ADULT_MIN_AGE, MAX_AGE], age_max: [ADULT_MIN_AGE, MAX_AGE],
  height_min: [HEIGHT_MIN_CM, HEIGHT_MAX_CM], height_max: [HEIGHT_MIN_CM, HEIGHT_MAX_CM],
  weight_min: [WEIGHT_MIN_KG, WEIGHT_MAX_KG], weight_max: [WEIGHT_MIN_KG, WEIGHT_MAX_KG],
} as const satisfies Partial<Record<Key, readonly [number, number]>>;
const ID_KEYS = ['country_id', 'city_id', 'business_id'] as const satisfies readonly Key[];
const ID_LIST_KEYS = [
  'services', 'type', 'hair_color', 'hair_length', 'bust_type', 'bust_size', 'smoker', 'alcohol', 'tattoo', 'gender',
  'ethnicity', 'orientation', 'available_for', 'meeting_with', 'bikini', 'eyes',
] as const satisfies readonly Key[];
const ENUMS = {
  category: PROFILE_CATEGORIES,
  business_type: BUSINESS_TYPES,
  incall_outcall: ['incall', 'outcall'],
} as const satisfies Partial<Record<Key, readonly string[]>>;
const ENUM_LIST_KEYS = { statuses: STATUS_FILTERS } as const satisfies Partial<Record<Key, readonly string[]>>;

type Covered = keyof typeof RANGES | (typeof ID_KEYS)[number] | (typeof ID_LIST_KEYS)[number] | keyof typeof ENUMS | keyof typeof ENUM_LIST_KEYS;
/** Fails to compile when ProfileFilters gains a key this codec does not know. */
const _exhaustive: [Exclude<Key, Covered>] extends [never] ? true : never = true;
void _exhaustive;

/** Query keys the filters own (plus `page`); others are carried over untouched. */
export const LISTING_KEYS: ReadonlySet<string> = new Set<string>([
  ...Object.keys(RANGES), ...ID_KEYS, ...ID_LIST_KEYS, ...Object.keys(ENUMS), ...Object.keys(ENUM_LIST_KEYS), 'page',
]);

const MAX_LIST = 50;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= Number.MAX_SAFE_INTEGER;
const values = (params: URLSearchParams, key: string) => [...params.getAll(key), ...params.getAll(`${key}[]`)].filter((v) => v !== '');
const last = (params: URLSearchParams, key: string) => values(params, key).at(-1);
/** The SDK codec's notion of a number in a URL (`30`, `3e1`, `.5`…); anything else is NaN. */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const num = (raw: string | undefined) => (raw !== undefined && NUMERIC.test(raw.trim()) ? Number(raw) : NaN);

export function decodeListingFilters(params: URLSearchParams): ProfileFilters {
  const out: Record<string, unknown> = {};
  // min above max drops the max, as the schema's refinement does; it compares the numbers as
  // given, even a min that is itself out of range.
  const dropped = new Set<string>();
  for (const [lo, hi] of [['age_min', 'age_max'], ['height_min', 'height_max'], ['weight_min', 'weight_max']] as const) {
    const a = num(last(params, lo));
    const b = num(last(params, hi));
    if (!Number.isNaN(a) && !Number.isNaN(b) && a > b) dropped.add(hi);
  }
  for (const [key, [min, max]] of Object.entries(RANGES)) {
    const n = num(last(params, key));
    if (!dropped.has(key) && Number.isInteger(n) && n >= min && n <= max) out[key] = n;
  }
  for (const key of ID_KEYS) {
    const n = num(last(params, key));
    if (isId(n)) out[key] = n;
  }
  for (const key of ID_LIST_KEYS) {
    const list = values(params, key).map(num);
    if (list.length > 0 && list.length <= MAX_LIST && list.every(isId)) out[key] = list;
  }
  for (const [key, allowed] of Object.entries(ENUMS)) {
    const v = last(params, key);
    if (v !== undefined && (allowed as readonly string[]).includes(v)) out[key] = v;
  }
  for (const [key, allowed] of Object.entries(ENUM_LIST_KEYS)) {
    const list = values(params, key);
    if (list.length > 0 && list.length <= allowed.length && list.every((v) => (allowed as readonly string[]).includes(v))) out[key] = list;
  }
  return out as ProfileFilters;
}

export function decodeListingPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The query string of filters and a page (page 1 left out), other keys of `keep` carried over. */
export function encodeListingSearch(filters: ProfileFilters, page: number, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(filters).sort()) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  if (keep) for (const [key, value] of keep) if (!LISTING_KEYS.has(key.replace(/\[\]$/, ''))) params.append(key, value);
  return params;
}
