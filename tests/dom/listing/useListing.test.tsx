import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LISTINGS, PROFILE_LISTINGS, REVIEW_LISTING } from '../../../sdk/routes';
import type { Listing } from '../../../sdk/routes/listings';
import { BUSINESS_FILTER_RULES, PROFILE_FILTER_RULES, REVIEW_FILTER_RULES } from '../../../sdk/generated/listing-filters';
import type { FieldRule, QueryRules, ScalarRule } from '../../../sdk/url/query-rules';
import { createMemoryAdapter, useListing } from '../../../sdk/react/listing';

/**
 * One suite for every listing the site declares (each profile category, each business type, the
 * reviews page): the state the site's pages, the widgets and the stories share. Each listing is
 * driven with a value for every filter its schema has (derived from the schema's rules, so a filter
 * added to a schema is covered here without a new test).
 */
const EVERY_LISTING: Array<[string, Listing<object>, QueryRules]> = [
  ...Object.entries(PROFILE_LISTINGS).map(([category, l]): [string, Listing<object>, QueryRules] => [`profiles: ${category}`, l as Listing<object>, PROFILE_FILTER_RULES]),
  ...Object.entries(BUSINESS_LISTINGS).map(([type, l]): [string, Listing<object>, QueryRules] => [`businesses: ${type}`, l as Listing<object>, BUSINESS_FILTER_RULES]),
  ['reviews', REVIEW_LISTING as Listing<object>, REVIEW_FILTER_RULES],
];

/** A value its rule accepts (a min and its max get the same value, which passes). */
function sampleScalar(rule: ScalarRule): number | string {
  if (rule.type === 'integer') return rule.exclusiveMinimum !== undefined ? rule.exclusiveMinimum + 1 : Math.max(rule.minimum ?? 1, 1);
  if (rule.enum) return rule.enum[rule.enum.length - 1]!;
  return 'a'.repeat(Math.max(rule.minLength ?? 1, 3));
}
const sample = (rule: FieldRule) => (rule.type === 'array' ? [sampleScalar(rule.items)] : sampleScalar(rule));

/** A value for every filter the visitor may choose (the route's fixed keys left out). */
function chosenSample(listing: Listing<object>, rules: QueryRules): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rules.fields).filter(([key]) => !(key in listing.fixed)).map(([key, rule]) => [key, sample(rule)]));
}

function setup(listing: Listing<object>, initial = '') {
  const adapter = createMemoryAdapter(initial);
  const hook = renderHook(() => useListing(listing, { adapter }));
  return { adapter, hook, url: () => adapter.read(), state: () => hook.result.current };
}

describe.each(EVERY_LISTING)('the listing of %s', (_, listing, rules) => {
  const chosen = chosenSample(listing, rules);

  it('reads every filter of its schema from the address bar, and asks for what its route fixes', () => {
    const { state } = setup(listing, `${new URLSearchParams(listing.codec.encode(chosen as object, 3)).toString()}&utm_source=mail`);
    expect(state().chosen).toEqual(chosen);
    expect(state().filters).toEqual({ ...chosen, ...listing.fixed });
    expect(state().page).toBe(3);
  });

  it('writes a change back at page 1, without the fixed keys, keeping the page’s other parameters', () => {
    const { state, url, adapter } = setup(listing, 'page=4&utm_source=mail');
    act(() => state().setFilters({ ...chosen, ...listing.fixed }));
    expect(state().chosen).toEqual(chosen);
    expect(state().page).toBe(1);
    for (const key of Object.keys(listing.fixed)) expect(url().has(key), key).toBe(false);
    expect(url().get('utm_source')).toBe('mail');
    expect(adapter.history).toHaveLength(2);
    act(() => state().setFilters({}, { replace: true }));
    expect(adapter.history).toHaveLength(2);
  });

  it('pages, resets and writes its own links', () => {
    const { state, url } = setup(listing, listing.codec.encode(chosen as object, 1).toString());
    act(() => state().setPage(2));
    expect(url().get('page')).toBe('2');
    expect(state().chosen).toEqual(chosen);
    expect(state().searchFor(1)).toBe(`?${listing.codec.encode(chosen as object, 1).toString()}`);
    act(() => state().reset());
    expect(state().chosen).toEqual({});
    expect(state().searchFor(1)).toBe('');
  });

  it('keeps its setters while the address bar is the same (a memoized panel is not drawn again)', () => {
    const { state, hook } = setup(listing, 'page=2');
    const before = state();
    hook.rerender();
    expect(state().setFilters).toBe(before.setFilters);
    expect(state().filters).toBe(before.filters);
    act(() => state().setPage(3));
    expect(state().setFilters).not.toBe(before.setFilters);
  });
});
