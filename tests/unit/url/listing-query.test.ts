import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ProfileFilters } from '../../../schemas/filters';
import { rule } from '../../../schemas/rules';
import { PROFILE_FILTER_RULES } from '../../../sdk/generated/listing-filters';
import { FILTER_KEYS, decodeByRules, decodeFilters, decodePage, encodeFilters } from '../../../sdk/url/listing-query';
import { decodeQuery, queryRulesOf } from '../../../sdk/url/query-codec';

/**
 * The listing's query codec checks values against rules generated from the schema (no zod in a
 * listing's first load); what it keeps must be exactly what the `ProfileFilters` schema accepts.
 * The oracle: the schema-driven codec, dropping the keys the schema names in its issues.
 */
function bySchema(params: URLSearchParams, schema: z.ZodMiniType<Record<string, unknown>> = ProfileFilters): Record<string, unknown> {
  const first = decodeQuery(schema, params);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = new URLSearchParams([...params].filter(([key]) => !bad.has(key.replace(/\[\]$/, ''))));
  const second = decodeQuery(schema, kept);
  return second.success ? second.data : { failed: second.error.issues };
}

const SAMPLES = [
  '',
  'age_min=25&age_max=35',
  'age_min=12&age_max=35',
  'age_min=40&age_max=30',
  'age_min=abc',
  'city_id=12&country_id=3',
  'city_id=-1',
  'statuses=VIP&statuses=TOP',
  'statuses=VIP&statuses=BOGUS',
  'statuses[]=NEW',
  'services=1&services=2&services=x',
  'hair_color=4',
  'incall_outcall=incall',
  'incall_outcall=both',
  'height_min=150&height_max=190&weight_min=50',
  'height_min=100',
  'category=trances',
  'business_type=agencies',
  'utm_source=x&age_min=30',
  'age_min=30&age_min=31',
  'age_min=30.5',
  'age_min=3e1',
  'age_min=100&age_max=18',
  // Beyond the spec: the visitor's order and the name search.
  'sort=price_asc',
  'sort=rating&sort=newest',
  'sort=cheapest',
  'name=Ana',
  'name=%20%20Ana%20Maria%20',
  'name=%20%20',
  `name=${'x'.repeat(60)}`,
  `name=${'x'.repeat(61)}`,
  'name=Ana&name=Zoe',
  'name=Ana&sort=price_desc&age_min=30&city_id=2',
];

describe('the listing query codec', () => {
  it.each(SAMPLES)('"%s" keeps what the ProfileFilters schema accepts', (search) => {
    const params = new URLSearchParams(search);
    expect(decodeFilters(params)).toEqual(bySchema(params));
    expect(ProfileFilters.safeParse(decodeFilters(params)).success).toBe(true);
  });

  it('reads the page as a positive integer, else 1', () => {
    expect([decodePage(new URLSearchParams('page=3')), decodePage(new URLSearchParams('page=0')), decodePage(new URLSearchParams('page=x'))]).toEqual([3, 1, 1]);
  });

  /**
   * Values of the right type for their key (numbers for numeric keys, members for enums), in or
   * out of range. With a wrongly typed value somewhere AND min above max, the two-pass oracle drops
   * every filter (its second pass fails) where the codec drops only the offending keys; so that
   * combination is left to the samples above.
   */
  const ENUM_VALUES: Record<string, readonly string[]> = {
    statuses: ['VIP', 'TOP', 'VERIFIED', 'NEW'], incall_outcall: ['incall', 'outcall'],
    category: ['escort', 'trances'], business_type: ['agencies', 'strip_club'], sort: ['newest', 'price_asc', 'rating'],
  };
  const pair = fc.constantFrom(...[...FILTER_KEYS].filter((k) => k !== 'page'), 'utm_campaign').chain((key) =>
    fc.tuple(fc.constant(key), ENUM_VALUES[key] ? fc.constantFrom(...ENUM_VALUES[key]) : fc.integer({ min: -5, max: 250 }).map(String)));

  it('agrees with the schema on random query strings of well-typed values, in range or not', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(decodeFilters(params)).toEqual(bySchema(params));
      }),
      { numRuns: 400 },
    );
  });

  it('checks against the rules the schema gives now (the generated table is not stale)', () => {
    expect(PROFILE_FILTER_RULES).toEqual(queryRulesOf(ProfileFilters));
  });

  it('follows a schema\'s ranges, lists, texts and min/max refinements, whatever the schema', () => {
    const Stay = z.object({
      nights_min: z.optional(z.number().check(z.int(), z.gte(1), z.lte(30))),
      nights_max: z.optional(z.number().check(z.int(), z.gte(1), z.lte(30))),
      rooms: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(2))),
      board: z.optional(z.enum(['none', 'half', 'full'])),
      guest: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(5))),
    }).check(z.refine((s) => s.nights_min === undefined || s.nights_max === undefined || s.nights_min <= s.nights_max, {
      message: 'min must not exceed max', ...rule('x-min-not-above-max'), path: ['nights_max'],
    }));
    const rules = queryRulesOf(Stay);
    for (const search of [
      'nights_min=2&nights_max=5', 'nights_min=6&nights_max=5', 'nights_min=0', 'nights_max=31', 'rooms=1&rooms=2',
      'rooms=1&rooms=2&rooms=3', 'rooms=0', 'board=half', 'board=all', 'guest=%20Ann%20', 'guest=Annabel', 'other=1',
    ]) {
      const params = new URLSearchParams(search);
      expect(decodeByRules(rules, params), search).toEqual(bySchema(params, Stay));
    }
  });

  it('owns exactly the schema keys and the page', () => {
    expect([...FILTER_KEYS].sort()).toEqual([...Object.keys(ProfileFilters.shape), 'page'].sort());
  });

  it('encodes filters and the page, keeping foreign keys and dropping page 1', () => {
    const keep = new URLSearchParams('utm_source=mail&age_min=20&page=4');
    const params = encodeFilters({ age_min: 25, statuses: ['VIP', 'TOP'], city_id: 3 }, 1, keep);
    expect(params.toString()).toBe('age_min=25&city_id=3&statuses=VIP&statuses=TOP&utm_source=mail');
    expect(decodeFilters(params)).toEqual({ age_min: 25, city_id: 3, statuses: ['VIP', 'TOP'] });
    expect(encodeFilters({}, 3).toString()).toBe('page=3');
  });

  it('carries the sort order and the name search through a round trip, trimmed', () => {
    const params = new URLSearchParams('name=%20Ana%20&sort=rating&page=2&utm_source=mail');
    expect(decodeFilters(params)).toEqual({ name: 'Ana', sort: 'rating' });
    expect(encodeFilters(decodeFilters(params), 1, params).toString()).toBe('name=Ana&sort=rating&utm_source=mail');
  });
});
