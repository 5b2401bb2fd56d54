import { QueryClient, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createPortalClient } from '@portal/sdk';
import { createListingClient } from '@portal/sdk/listing';
import type { ListingClient } from '@portal/sdk/listing';
import type { AnyPortalError, Locale, ProfileList, ProfileFilters } from '@portal/sdk';
import { createQueryClient, portalKeys, portalMutations, portalQueries, portalRetry, usePortalClient } from '@portal/sdk/react';

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

  it('type `data` and `error` through useQuery: the options carry the SDK’s error type', () => {
    const Listing = () => {
      const { data, error } = useQuery(queries.profiles.list());
      expectTypeOf(data).toEqualTypeOf<ProfileList | undefined>();
      expectTypeOf(error).toEqualTypeOf<AnyPortalError | null>();
      if (error?.kind === 'api') expectTypeOf(error.status).toEqualTypeOf<number>();
      return null;
    };
    expectTypeOf(Listing).toBeFunction();
  });

  it('type a mutation’s error too; a host’s own query and mutation keep TanStack’s Error (nothing registered globally)', () => {
    const Like = () => {
      const like = useMutation(portalMutations(client, new QueryClient()).profiles.like(3));
      expectTypeOf(like.error).toEqualTypeOf<AnyPortalError | null>();
      const own = useMutation({ mutationFn: () => client.profiles.like(3) });
      expectTypeOf(own.error).toEqualTypeOf<Error | null>();
      const ownQuery = useQuery({ queryKey: ['own'], queryFn: () => fetch('/x').then((r) => r.text()) });
      expectTypeOf(ownQuery.error).toEqualTypeOf<Error | null>();
      // @ts-expect-error: a TypeError has no `kind`; only the app's own registration would say otherwise
      void ownQuery.error?.kind;
      return null;
    };
    expectTypeOf(Like).toBeFunction();
  });

  it('keep the error type in the cache and in a host’s own options spread over them', () => {
    const options = queries.profiles.detail('model-1');
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryState(options.queryKey)?.error).toEqualTypeOf<AnyPortalError | null | undefined>();
    const Detail = () => {
      const { error } = useQuery({ ...options, enabled: false });
      expectTypeOf(error).toEqualTypeOf<AnyPortalError | null>();
      return null;
    };
    expectTypeOf(Detail).toBeFunction();
  });

  it('combine with a host’s own QueryClient through portalRetry', () => {
    expectTypeOf(createQueryClient()).toEqualTypeOf<QueryClient>();
    new QueryClient({ defaultOptions: { queries: { retry: portalRetry(3) } } });
    expectTypeOf(portalRetry).parameter(0).toExtend<number | boolean | ((failureCount: number, error: AnyPortalError) => boolean) | undefined>();
  });
});

describe('usePortalClient', () => {
  it('is the full client by default, and the client it is told otherwise', () => {
    const Full = () => {
      expectTypeOf(usePortalClient()).toEqualTypeOf<typeof client>();
      return null;
    };
    const listing = createListingClient({ baseUrl: 'https://api.example.test' });
    expectTypeOf(listing).toEqualTypeOf<ListingClient>();
    const Listing = () => {
      const given = usePortalClient<typeof listing>();
      expectTypeOf(given).toEqualTypeOf<ListingClient>();
      expectTypeOf(given.profiles.list).toBeFunction();
      // @ts-expect-error: a listing client has no reference data: a type error, not an error at run time
      void given.reference.countries();
      return null;
    };
    expectTypeOf(Full).toBeFunction();
    expectTypeOf(Listing).toBeFunction();
  });

  it('takes no type that is not a client', () => {
    // @ts-expect-error: not a client of the SDK
    expectTypeOf(usePortalClient<{ profiles: string }>).toBeFunction();
  });
});

describe('the "load more" listing', () => {
  it('types pages and errors through useInfiniteQuery', () => {
    const More = () => {
      const { data, error, fetchNextPage } = useInfiniteQuery(queries.profiles.infinite({ city_id: 13 }, 12));
      expectTypeOf(data).toEqualTypeOf<InfiniteData<ProfileList, number> | undefined>();
      expectTypeOf(error).toEqualTypeOf<AnyPortalError | null>();
      expectTypeOf(fetchNextPage).toBeFunction();
      return null;
    };
    expectTypeOf(More).toBeFunction();
  });
});
