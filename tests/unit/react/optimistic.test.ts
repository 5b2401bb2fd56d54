// @vitest-environment jsdom
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import { createPortalClient } from '../../../sdk/client/portal-client';
import { PortalClientProvider, changeLocale, createQueryClient, portalKeys, usePortalClient, usePortalMutations, usePortalQueries } from '@portal/sdk/react';
import { RESPONSES, confirmed, listingPage, profile } from '../client/fixtures';
import { BASE, answer, json, server } from '../client/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const client = createPortalClient({ baseUrl: BASE, locale: 'en', getToken: () => 'tok' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, createElement(PortalClientProvider, { client }, children));
  return { client, queryClient, wrapper };
}

/** Seeds the cache with a profile page, a listing holding the same profile and a favourites answer. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(portalKeys.profiles.detail('model-1'), { data: profile(1) });
  queryClient.setQueryData(portalKeys.profiles.list({}, 1), listingPage(3));
  queryClient.setQueryData(portalKeys.reference.escortSlider(), { data: listingPage(2).data });
}
const detail = (qc: QueryClient) => (qc.getQueryData(portalKeys.profiles.detail('model-1')) as { data: { likes: number; is_liked: boolean } }).data;
const card = (qc: QueryClient) => (qc.getQueryData(portalKeys.profiles.list({}, 1)) as { data: Array<{ likes: number; is_liked: boolean }> }).data[0];
const slide = (qc: QueryClient) => (qc.getQueryData(portalKeys.reference.escortSlider()) as { data: Array<{ likes: number }> }).data[0];

describe('optimistic like', () => {
  it('count and is_liked change at once everywhere, and roll back when the call fails', async () => {
    const { queryClient, wrapper } = setup();
    seed(queryClient);
    // The server answers when the test has seen the optimistic state (not after a time: on a busy
    // machine the answer could come, and roll back, before the first look).
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    answer(async () => {
      await answered;
      return json({ message: 'Only members' }, { status: 403 });
    });
    const { result } = renderHook(() => useMutation(usePortalMutations().profiles.like(1)), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(detail(queryClient)).toMatchObject({ likes: 11, is_liked: true }));
    expect(card(queryClient)).toMatchObject({ likes: 11, is_liked: true });
    expect(slide(queryClient)).toMatchObject({ likes: 11 });

    answerNow();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'api', status: 403, message: API_MESSAGES.likesClientsOnly });
    expect(detail(queryClient)).toMatchObject({ likes: 10, is_liked: false });
    expect(card(queryClient)).toMatchObject({ likes: 10, is_liked: false });
    expect(slide(queryClient)).toMatchObject({ likes: 10 });
  });

  it('on success the server count wins', async () => {
    const { queryClient, wrapper } = setup();
    seed(queryClient);
    answer(() => json({ success: true, likes: 42, is_liked: true }));
    const { result } = renderHook(() => useMutation(usePortalMutations().profiles.like(1)), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(detail(queryClient)).toMatchObject({ likes: 42, is_liked: true });
    expect(card(queryClient)).toMatchObject({ likes: 42, is_liked: true });
    // Other profiles are left alone.
    expect((queryClient.getQueryData(portalKeys.profiles.list({}, 1)) as { data: Array<{ likes: number }> }).data[1]?.likes).toBe(10);
  });

  it('a business like rolls back too', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(portalKeys.businesses.show('agency-1'), RESPONSES.showBusiness);
    answer(() => json({ message: 'Down' }, { status: 500 }));
    const { result } = renderHook(() => useMutation(usePortalMutations().businesses.like(1)), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect((queryClient.getQueryData(portalKeys.businesses.show('agency-1')) as { business: { likes: number; is_liked: boolean } }).business)
      .toMatchObject({ likes: 3, is_liked: false });
  });
});

describe('queries and invalidation', () => {
  it('a listing query fetches through the client with its filters', async () => {
    const { wrapper } = setup();
    const calls = answer(() => json(RESPONSES.listProfiles));
    const { result } = renderHook(() => useQuery(usePortalQueries().profiles.list({ city_id: 10 }, 1)), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data).toHaveLength(2);
    expect(calls[0]?.url.search).toBe('?city_id=10&page=1&per_page=40');
  });

  it('a review refreshes the reviews; a purchase refreshes the balance', async () => {
    const { wrapper } = setup();
    const calls = answer((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/profile/3/reviews') return json(request.method === 'GET' ? RESPONSES.listProfileReviews : RESPONSES.createProfileReview);
      if (pathname === '/api/my-balance') return json(RESPONSES.getMyBalance);
      return json(RESPONSES.buyPackage);
    });
    const { result } = renderHook(
      () => ({
        reviews: useQuery(usePortalQueries().profiles.reviews(3)),
        balance: useQuery(usePortalQueries().session.balance({ profile_id: 3 })),
        review: useMutation(usePortalMutations().profiles.createReview()),
        buy: useMutation(usePortalMutations().payments.buyPackage()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.reviews.isSuccess && result.current.balance.isSuccess).toBe(true));
    const count = (path: string) => calls.filter((c) => c.method === 'GET' && c.url.pathname === path).length;
    expect([count('/api/profile/3/reviews'), count('/api/my-balance')]).toEqual([1, 1]);

    await act(() => result.current.review.mutateAsync({ id: 3, body: { body: 'b'.repeat(60), rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' } }));
    expect(count('/api/profile/3/reviews')).toBe(2);
    await act(() => result.current.buy.mutateAsync({ type: 'TOP', profile_id: 3, confirmed }));
    expect(count('/api/my-balance')).toBe(2);
  });

  it('changeLocale switches the header and refetches', async () => {
    const { client, queryClient, wrapper } = setup();
    const calls = answer(() => json(RESPONSES.listCurrencies));
    const { result } = renderHook(() => ({ q: useQuery(usePortalQueries().reference.currencies()), client: usePortalClient() }), { wrapper });
    await waitFor(() => expect(result.current.q.isSuccess).toBe(true));
    expect(result.current.client).toBe(client);
    await act(() => changeLocale(client, queryClient, 'ru'));
    expect(calls.map((c) => c.headers.get('content-language'))).toEqual(['en', 'ru']);
  });
});
