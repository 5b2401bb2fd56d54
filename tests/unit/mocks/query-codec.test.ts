import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ADULT_MIN_AGE, BUSINESS_TYPES, HEIGHT_MAX_CM, HEIGHT_MIN_CM, Id, MAX_AGE, MAX_PAGE_SIZE, NAME_SEARCH_MAX_LENGTH, PAGE_SIZE,
  PROFILE_CATEGORIES, PROFILE_SORTS, ProfileListQuery, Slug, STATUS_FILTERS, WEIGHT_MAX_KG, WEIGHT_MIN_KG,
} from '../../../schemas';
import { decodeQuery, encodeQuery, toSearch } from '../../../sdk/url/query-codec';

/** The query codec: examples of the wire format, then round trips as properties. */

const ids = fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 });
const range = (min: number, max: number) => fc.integer({ min, max });

/** Any valid listing query (every key optional, lists non-empty: an empty list is "not set"). */
const listingQuery = fc.record({
  category: fc.constantFrom(...PROFILE_CATEGORIES),
  age_min: range(ADULT_MIN_AGE, MAX_AGE), age_max: range(ADULT_MIN_AGE, MAX_AGE),
  height_min: range(HEIGHT_MIN_CM, HEIGHT_MAX_CM), height_max: range(HEIGHT_MIN_CM, HEIGHT_MAX_CM),
  weight_min: range(WEIGHT_MIN_KG, WEIGHT_MAX_KG), weight_max: range(WEIGHT_MIN_KG, WEIGHT_MAX_KG),
  country_id: range(1, 500), city_id: range(1, 5000), services: ids, incall_outcall: fc.constantFrom('incall', 'outcall'),
  type: ids, hair_color: ids, hair_length: ids, bust_type: ids, bust_size: ids, smoker: ids, alcohol: ids, tattoo: ids,
  gender: ids, ethnicity: ids, orientation: ids, available_for: ids, meeting_with: ids, bikini: ids, eyes: ids,
  business_type: fc.constantFrom(...BUSINESS_TYPES), business_id: range(1, 500),
  statuses: fc.uniqueArray(fc.constantFrom(...STATUS_FILTERS), { minLength: 1 }),
  // Beyond the spec: the visitor's order and the name search (a trimmed name round-trips as it is).
  sort: fc.constantFrom(...PROFILE_SORTS),
  name: fc.string({ minLength: 1, maxLength: NAME_SEARCH_MAX_LENGTH }).filter((s) => s.trim() === s && s !== ''),
  page: range(1, 10_000), per_page: range(1, MAX_PAGE_SIZE),
}, { requiredKeys: [] }).filter((q) => ProfileListQuery.safeParse(q).success);

/** A schema with the other kinds the codec handles: booleans, strings, unions, defaults, literals. */
const Other = z.object({
  flag: z.optional(z.boolean()),
  q: z.optional(z.string().check(z.minLength(1))),
  tags: z.optional(z.array(z.enum(['red', 'green', 'blue']))),
  ref: z.optional(z.union([Id, Slug])),
  size: z._default(z.number().check(z.int()), 3),
  mode: z.optional(z.literal(2)),
  ratio: z.optional(z.number()),
});
const other = fc.record({
  flag: fc.boolean(),
  q: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
  tags: fc.array(fc.constantFrom('red' as const, 'green' as const, 'blue' as const), { minLength: 1, maxLength: 4 }),
  ref: fc.oneof(fc.integer({ min: 1, max: 1e6 }), fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/)),
  size: fc.integer({ min: -50, max: 50 }),
  mode: fc.constant(2 as const),
  ratio: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
}, { requiredKeys: [] });

const shuffle = <T extends object>(obj: T, seed: number): T => {
  const entries = Object.entries(obj);
  entries.sort((a, b) => ((a[0].charCodeAt(0) * seed) % 7) - ((b[0].charCodeAt(0) * seed) % 7));
  return Object.fromEntries(entries) as T;
};

describe('query codec: the wire format', () => {
  it('writes arrays as repeated keys, keys sorted, empty values and defaults left out', () => {
    const text = encodeQuery({ services: [3, 1], category: 'escort', city_id: undefined, gender: [], eyes: null, page: 1, per_page: PAGE_SIZE }, { schema: ProfileListQuery }).toString();
    expect(text).toBe('category=escort&services=3&services=1');
    expect(toSearch({})).toBe('');
    expect(toSearch({ page: 2 }, { schema: ProfileListQuery })).toBe('?page=2');
  });

  it('reads numbers, enums and repeated keys (and PHP-style key[]) by the schema', () => {
    const result = decodeQuery(ProfileListQuery, 'services=1&services=2&services[]=7&statuses=VIP&statuses=TRAVEL+GIRL&age_min=20&unknown=x');
    expect(result.success && result.data).toEqual({
      services: [1, 2, 7], statuses: ['VIP', 'TRAVEL GIRL'], age_min: 20, page: 1, per_page: PAGE_SIZE,
    });
  });

  it('reads booleans, unions and literals', () => {
    const result = decodeQuery(Other, new URLSearchParams('flag=false&ref=42&mode=2&tags=red&q=007'));
    expect(result.success && result.data).toEqual({ flag: false, ref: 42, mode: 2, tags: ['red'], q: '007', size: 3 });
    const slug = decodeQuery(Other, 'ref=anna-12&flag=1');
    expect(slug.success && slug.data).toMatchObject({ ref: 'anna-12', flag: true });
  });

  it('never throws: bad values come back as a failed result naming the keys', () => {
    const result = decodeQuery(ProfileListQuery, 'age_min=abc&per_page=1000&statuses=GOLD');
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths.sort()).toEqual(['age_min', 'per_page', 'statuses.0']);
  });

  it('treats empty values as absent', () => {
    const result = decodeQuery(ProfileListQuery, 'city_id=&services=&page=');
    expect(result.success && result.data).toEqual({ page: 1, per_page: PAGE_SIZE });
  });
});

describe('query codec: properties', () => {
  it('decode(encode(q)) equals the parsed query, for every valid listing query', () => {
    fc.assert(fc.property(listingQuery, (query) => {
      const decoded = decodeQuery(ProfileListQuery, encodeQuery(query, { schema: ProfileListQuery }));
      expect(decoded.success).toBe(true);
      expect(decoded.data).toEqual(ProfileListQuery.parse(query));
    }), { numRuns: 300 });
  });

  it('round-trips booleans, strings, unions, literals and defaults', () => {
    fc.assert(fc.property(other, (value) => {
      const decoded = decodeQuery(Other, encodeQuery(value, { schema: Other }).toString());
      expect(decoded.success && decoded.data).toEqual(Other.parse(value));
    }), { numRuns: 300 });
  });

  it('gives the same URL whatever order the keys were set in', () => {
    fc.assert(fc.property(listingQuery, fc.integer({ min: 1, max: 97 }), (query, seed) => {
      expect(encodeQuery(shuffle(query, seed)).toString()).toBe(encodeQuery(query).toString());
    }), { numRuns: 200 });
  });

  it('never throws on arbitrary query strings', () => {
    const keys = fc.constantFrom('age_min', 'services', 'statuses', 'page', 'category', 'x', 'services[]');
    const pairs = fc.array(fc.tuple(keys, fc.string({ maxLength: 8 })), { maxLength: 8 });
    fc.assert(fc.property(pairs, fc.string({ maxLength: 30 }), (list, raw) => {
      const params = new URLSearchParams(list);
      expect(typeof decodeQuery(ProfileListQuery, params).success).toBe('boolean');
      expect(typeof decodeQuery(ProfileListQuery, raw).success).toBe('boolean');
    }), { numRuns: 300 });
  });
});
