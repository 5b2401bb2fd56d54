import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createPortalClient } from '@portal/sdk';
import type { AnyPortalError, Locale, ProfileList, ProfileFilters } from '@portal/sdk';
import { createQueryClient, portalKeys, portalMutations, portalQueries, portalRetry } from '@portal/sdk/react';

const client = createPortalClient({ baseUrl: 'https://api.example.test' });
const queries = portalQueries(client);

describe('query options', () => {
  it('carry their key and query function types', () => {
    const options = queries.profiles.list({ city_id: 1 }, 2, 4);
    expectTypeOf(options.queryKey).toExtend<readonly unknown[]>();
    expectTypeOf(portalKeys.profiles.list).parameters.toEqualTypeOf<[filters?: ProfileFilters, page?: number, perPage?: number, locale?: Locale]>();
    expectTypeOf(options.queryFn).not.toBeUndefined();
    expectTypeOf(options.queryFn).exclude<undefined>().returns.resolves.toEqualTypeOf<ProfileList>();
  });

  it('type `data` and `error` through useQuery: the SDK’s error type is registered', () => {
    const Listing = () => {
      const { data, error } = useQuery(queries.profiles.list());
      expectTypeOf(data).toEqualTypeOf<ProfileList | undefined>();
      expectTypeOf(error).toEqualTypeOf<AnyPortalError | null>();
      if (error?.kind === 'api') expectTypeOf(error.status).toEqualTypeOf<number>();
      return null;
    };
    expectTypeOf(Listing).toBeFunction();
  });

  it('type a mutation’s error too, the SDK’s and a host’s own', () => {
    const Like = () => {
      const like = useMutation(portalMutations(client, new QueryClient()).profiles.like(3));
      expectTypeOf(like.error).toEqualTypeOf<AnyPortalError | null>();
      const own = useMutation({ mutationFn: () => client.profiles.like(3) });
      expectTypeOf(own.error).toEqualTypeOf<AnyPortalError | null>();
      return null;
    };
    expectTypeOf(Like).toBeFunction();
  });

  it('combine with a host’s own QueryClient through portalRetry', () => {
    expectTypeOf(createQueryClient()).toEqualTypeOf<QueryClient>();
    new QueryClient({ defaultOptions: { queries: { retry: portalRetry(3) } } });
    expectTypeOf(portalRetry).parameter(0).toExtend<number | boolean | ((failureCount: number, error: AnyPortalError) => boolean) | undefined>();
  });
});
