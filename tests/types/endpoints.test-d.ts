import { describe, expectTypeOf, it } from 'vitest';
import { createPortalClient } from '@portal/sdk';
import type {
  Authenticated, BalanceTarget, BusinessFilters, CallOptions, CategoriesQuery, ImageUploadOptions, ProfilePatchRequest, ReviewFilters,
  ReviewsResponse,
} from '@portal/sdk';
import { portalQueries } from '@portal/sdk/queries';

/**
 * The endpoint functions derived from the operations table (sdk/endpoints/derive.ts) take the
 * arguments the hand-written ones took, in the same order and under the same names.
 */
const client = createPortalClient({ baseUrl: 'https://api.example.test' });

describe('derived endpoint functions', () => {
  it('take a path id, a body, a query or a listing page as the route says', () => {
    expectTypeOf(client.profiles.get).parameters.toEqualTypeOf<[idOrSlug: number | string, o?: CallOptions]>();
    expectTypeOf(client.businesses.get).parameters.toEqualTypeOf<[id: number, o?: CallOptions]>();
    expectTypeOf(client.profiles.update).parameters.toEqualTypeOf<[id: number, body: ProfilePatchRequest, o?: CallOptions]>();
    expectTypeOf(client.session.getBalance).parameters.toEqualTypeOf<[target?: BalanceTarget, o?: CallOptions]>();
    expectTypeOf(client.reference.categories).parameters.toEqualTypeOf<[query?: CategoriesQuery, o?: CallOptions]>();
    expectTypeOf(client.businesses.list).parameters.toEqualTypeOf<[filters?: BusinessFilters, page?: number, o?: CallOptions]>();
    expectTypeOf(client.reviews.list).parameters.toEqualTypeOf<[filters?: ReviewFilters, page?: number, o?: CallOptions]>();
    expectTypeOf(client.profiles.listReviews).parameters.toEqualTypeOf<[id: number, page?: number, o?: CallOptions]>();
    expectTypeOf(client.media.listStories).parameters.toEqualTypeOf<[page?: number, o?: CallOptions]>();
    expectTypeOf(client.account.favorites).parameters.toEqualTypeOf<[o?: CallOptions]>();
  });

  it('resolve with the validated answer; the hand-written ones keep their own', () => {
    expectTypeOf(client.profiles.listReviews).returns.resolves.toEqualTypeOf<ReviewsResponse>();
    expectTypeOf(client.session.login).returns.resolves.toEqualTypeOf<Authenticated>();
    expectTypeOf(client.profiles.uploadImage).parameters.toEqualTypeOf<[id: number, image: Blob, o?: ImageUploadOptions]>();
    // @ts-expect-error the body is required
    void client.profiles.update(1);
    // @ts-expect-error an id is a number here (only profiles.get and businesses.show take a slug)
    void client.businesses.get('slug');
  });

  it('give the query options derived from them the same arguments, without the call options', () => {
    const queries = portalQueries(client);
    expectTypeOf(queries.businesses.list).parameters.toEqualTypeOf<[filters?: BusinessFilters, page?: number]>();
    expectTypeOf(queries.session.balance).parameters.toEqualTypeOf<[target?: BalanceTarget]>();
    expectTypeOf(queries.profiles.detail).parameters.toEqualTypeOf<[idOrSlug: number | string]>();
    expectTypeOf(queries.reference.currencies).parameters.toEqualTypeOf<[]>();
  });
});
