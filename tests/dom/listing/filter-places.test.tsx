import { describe, expect, it } from 'vitest';
import { BUSINESS_LISTINGS, PROFILE_LISTINGS } from '@portal/sdk';
import { BUSINESS_FILTER_RULES, PROFILE_FILTER_RULES } from '../../../sdk/generated/listing-filters';
import { FILTER_PLACES } from '@portal/components/FilterPanel/filterModel';
import { BUSINESS_FILTER_FIELDS } from '@portal/components/BusinessFilters';

/**
 * Every filter a listing's schema has (the generated rules, from schemas/filters.ts) has a place a
 * visitor can set it, or is fixed by the page: a filter added to a schema and left out of the
 * panel fails here, not silently in production.
 */
describe('every schema filter has its place', () => {
  it('on a profile listing: one place each, and no place for a filter the schema does not have', () => {
    const placed = Object.values(FILTER_PLACES).flat() as string[];
    expect([...placed].sort()).toEqual(Object.keys(PROFILE_FILTER_RULES.fields).sort());
    expect(new Set(placed).size).toBe(placed.length);
    // The route's keys are the ones each profile listing fixes.
    for (const listing of Object.values(PROFILE_LISTINGS)) expect(Object.keys(listing.fixed)).toEqual([...FILTER_PLACES.route]);
  });

  it("on a business listing: the filter form's fields and what each route fixes", () => {
    for (const listing of Object.values(BUSINESS_LISTINGS)) {
      expect([...BUSINESS_FILTER_FIELDS, ...Object.keys(listing.fixed)].sort()).toEqual(Object.keys(BUSINESS_FILTER_RULES.fields).sort());
    }
  });
});
