// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/client/errors';
import { createPortalClient } from '../../../sdk/client/portal-client';
import { OPERATION_FUNCTIONS } from '../../support/operation-functions';
import { createQueryClient, portalKeys, portalMutations, portalQueries } from '@portal/sdk/react';

const client = createPortalClient({ baseUrl: 'http://api.test' });

describe('query keys', () => {
  it('equal filters give equal keys whatever their order, duplicates and empty values', () => {
    const a = portalKeys.profiles.list({ services: [3, 1, 3], city_id: 10, gender: [], age_min: undefined }, 2);
    const b = portalKeys.profiles.list({ city_id: 10, services: [1, 3] }, 2);
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a).toEqual(['profiles', 'list', { city_id: 10, services: [1, 3], page: 2 }]);
  });

  it('different filters or pages give different keys', () => {
    expect(portalKeys.profiles.list({ city_id: 10 })).not.toEqual(portalKeys.profiles.list({ city_id: 11 }));
    expect(portalKeys.profiles.list({}, 1)).not.toEqual(portalKeys.profiles.list({}, 2));
    expect(portalKeys.reviews.list({ rating: 5 })).toEqual(['reviews', 'list', { rating: 5, page: 1 }]);
  });

  it('a profile addressed by 7 or "7" is one cache entry', () => {
    expect(portalKeys.profiles.detail(7)).toEqual(portalKeys.profiles.detail('7'));
  });

  it('query options carry the same stable, serialisable keys as the factory', () => {
    const q = portalQueries(client);
    const options = q.profiles.list({ statuses: ['VIP', 'TOP'] }, 1);
    expect(options.queryKey).toEqual(portalKeys.profiles.list({ statuses: ['TOP', 'VIP'] }, 1, undefined, 'en'));
    expect(JSON.parse(JSON.stringify(options.queryKey))).toEqual(options.queryKey);
    expect(q.businesses.show('agency-1').queryKey).toEqual(['businesses', 'show', 'agency-1', 'en']);
    expect(q.reference.filterData().queryKey).toEqual(['reference', 'filter-data', 'all', 'en']);
  });

  it('answers in the request’s language are cached per language, under locale-free family prefixes', () => {
    const german = createPortalClient({ baseUrl: 'http://api.test', locale: 'de' });
    const [en, de] = [portalQueries(client), portalQueries(german)];
    for (const pick of [
      (q: typeof en) => q.reference.filterData('escort'), (q: typeof en) => q.reference.individualData(), (q: typeof en) => q.reference.indexSlider(),
      (q: typeof en) => q.reference.services(), (q: typeof en) => q.reference.currencies(), (q: typeof en) => q.reference.escortSlider(),
      (q: typeof en) => q.profiles.list({ city_id: 3 }), (q: typeof en) => q.profiles.detail('anna'), (q: typeof en) => q.businesses.show('agency-1'),
      (q: typeof en) => q.reviews.list({ rating: 5 }), (q: typeof en) => q.reviews.filterData(),
    ]) {
      const [a, b] = [pick(en).queryKey, pick(de).queryKey];
      expect(a).not.toEqual(b);
      expect(a.at(-1)).toBe('en');
      expect(b.at(-1)).toBe('de');
    }
    // The client's language is read when the options are made: a switch gives new keys.
    german.setLocale('ru');
    expect(portalQueries(german).reference.filterData().queryKey.at(-1)).toBe('ru');
    // Invalidating a family reaches every language (its prefix has no locale).
    const queryClient = new QueryClient();
    queryClient.setQueryData([...en.profiles.detail('anna').queryKey], 'en');
    queryClient.setQueryData([...de.profiles.detail('anna').queryKey], 'de');
    expect(queryClient.getQueryCache().findAll({ queryKey: portalKeys.profiles.detail('anna') })).toHaveLength(2);
    // Session data does not depend on the language.
    expect(de.session.balance().queryKey).toEqual(en.session.balance().queryKey);
  });

  it('every family starts with its resource, so a prefix invalidates the family', () => {
    const q = portalQueries(client) as unknown as Record<string, Record<string, (...a: unknown[]) => { queryKey: unknown[] }>>;
    for (const [group, factories] of Object.entries(q)) {
      for (const factory of Object.values(factories)) expect(factory(1, 1).queryKey[0]).toBe(group);
    }
  });

  it('every operation has a query option (reads) or a mutation option (writes)', () => {
    const q = portalQueries(client) as unknown as Record<string, object>;
    const m = portalMutations(client, new QueryClient()) as unknown as Record<string, object>;
    const perGroup: Record<string, number> = {};
    for (const path of Object.values(OPERATION_FUNCTIONS)) {
      const group = path.split('.')[0] as string;
      perGroup[group] = (perGroup[group] ?? 0) + 1;
    }
    for (const [group, count] of Object.entries(perGroup)) {
      // `profiles.infinite` is a second form of profiles.list ("load more"), not an operation of its own.
      const reads = Object.keys(q[group] ?? {}).filter((name) => !(group === 'profiles' && name === 'infinite'));
      expect([group, reads.length + Object.keys(m[group] ?? {}).length]).toEqual([group, count]);
    }
  });
});

describe('createQueryClient', () => {
  it('does not retry (the fetch client already does) and keeps data fresh for a while', () => {
    type Retry = (failureCount: number, error: unknown) => boolean;
    const defaults = createQueryClient().getDefaultOptions();
    const sdkError = new ApiError(503, null);
    const ownError = new TypeError('own');
    for (const retry of [defaults.queries?.retry, defaults.mutations?.retry] as Retry[]) {
      expect([retry(0, sdkError), retry(0, ownError)]).toEqual([false, false]);
    }
    expect(defaults.queries?.staleTime).toBeGreaterThan(0);
    const configured = createQueryClient({ defaultOptions: { queries: { staleTime: 5, retry: 2 } } }).getDefaultOptions().queries;
    expect(configured?.staleTime).toBe(5);
    // A retry given is kept for other errors, never for the SDK's (retry-combination.test.ts counts the requests).
    expect([(configured?.retry as Retry)(1, ownError), (configured?.retry as Retry)(2, ownError), (configured?.retry as Retry)(0, sdkError)])
      .toEqual([true, false, false]);
  });
});
