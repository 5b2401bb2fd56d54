import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProfileList } from '@portal/sdk';
import { applyLike, portalKeys, portalQueries } from '@portal/sdk/react';
import { profileSummary } from '../client/fixtures';
import { answer, client, json, serveMockApi } from '../client/server';

/**
 * "Load more": `portalQueries(client).profiles.infinite(filters, perPage)` with TanStack's
 * infinite queries, against an API of three pages of two profiles.
 */
serveMockApi();

const TOTAL_PAGES = 3;
function threePages() {
  return answer((request) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    return json({
      data: [profileSummary(page * 10 + 1), profileSummary(page * 10 + 2)],
      meta: { page, per_page: 2, total_items: 6, total_pages: TOTAL_PAGES },
    });
  });
}

describe('profiles.infinite', () => {
  it('loads page after page until the last, asking for the page size given', async () => {
    const calls = threePages();
    const queryClient = new QueryClient();
    const observer = new InfiniteQueryObserver(queryClient, portalQueries(client()).profiles.infinite({ city_id: 13 }, 2));
    let result = await observer.fetchNextPage();
    expect(result.data?.pages.map((p) => p.meta.page)).toEqual([1]);
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(result.data?.pages.flatMap((p) => p.data.map((profile) => profile.id))).toEqual([11, 12, 21, 22, 31, 32]);
    expect(result.data?.pageParams).toEqual([1, 2, 3]);
    expect(calls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('per_page'), c.url.searchParams.get('city_id')])).toEqual([
      ['1', '2', '13'], ['2', '2', '13'], ['3', '2', '13'],
    ]);
  });

  it('is cached under the lists’ prefix (what refreshes the lists refreshes it), apart from the pages', () => {
    const options = portalQueries(client()).profiles.infinite({ city_id: 13 });
    expect(options.queryKey.slice(0, 2)).toEqual([...portalKeys.profiles.lists()]);
    expect(options.queryKey).not.toEqual(portalQueries(client()).profiles.list({ city_id: 13 }).queryKey);
  });

  it('a like toggles the card in whichever page holds it', async () => {
    threePages();
    const queryClient = new QueryClient();
    const options = portalQueries(client()).profiles.infinite({}, 2);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    await applyLike(queryClient, 'profile', 21);
    const data = queryClient.getQueryData<InfiniteData<ProfileList, number>>(options.queryKey);
    const card = data?.pages[1]?.data.find((p) => p.id === 21);
    expect(card).toMatchObject({ is_liked: true, likes: profileSummary(21).likes + 1 });
    expect(data?.pages[0]?.data.every((p) => !p.is_liked)).toBe(true);
  });

  it('does not stack TanStack’s retries on the client’s: one failing page is 2 requests', async () => {
    const calls = answer(() => json({ message: 'busy' }, { status: 503 }));
    const error = await new QueryClient().fetchInfiniteQuery(portalQueries(client({ retry: { limit: 1, statuses: [503] } })).profiles.infinite()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', status: 503 });
    expect(calls).toHaveLength(2);
  });
});
