import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProfileFilters, ProfileSummary } from '../../../schemas';
import { listingContextQuery, readListingContext } from '../../../ui/site/data/listing-context';
import { listingNeighbours, listingNeighboursQuery } from '../../../ui/site/data/listing-neighbours';
import { clientAs, startMockServer } from '../mocks/helpers';

/**
 * Previous/next on a profile walk the list the visitor came from (its filters, order
 * and page), not the default order of every profile: from `/it/escort?city_id=6` next went to a
 * profile in Cologne, from `?sort=price_asc` it followed the default order.
 */
startMockServer();

describe('the listing context of a profile link', () => {
  it('carries the listing’s filters, order and page in one parameter, nothing for the default first page', () => {
    expect(listingContextQuery({ category: 'escort' }, 1)).toBe('');
    const query = listingContextQuery({ category: 'escort', city_id: 6, sort: 'price_asc' }, 3);
    expect(query).toMatch(/^\?list=/);
    expect(readListingContext(new URLSearchParams(query.slice(1)))).toEqual({ filters: { city_id: 6, sort: 'price_asc' }, page: 3 });
    expect(readListingContext(new URLSearchParams(''))).toBeNull();
    // A hand-edited context loses only what the listing itself would refuse.
    expect(readListingContext(new URLSearchParams('list=city_id%3Dabc%26page%3D-2'))).toEqual({ filters: {}, page: 1 });
  });
});

describe('the neighbours in a list', () => {
  const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['c', 'd'], 3: ['e'] };
  const read = async (page: number) => ({ data: (pages[page] ?? []).map((slug) => ({ slug })), meta: { page, per_page: 2, total_items: 5, total_pages: 3 } });

  it('are the profiles beside it, across the ends of pages', async () => {
    expect(await listingNeighbours('c', 2, read)).toEqual({ prev: { slug: 'b', page: 1 }, next: { slug: 'd', page: 2 } });
    expect(await listingNeighbours('d', 2, read)).toEqual({ prev: { slug: 'c', page: 2 }, next: { slug: 'e', page: 3 } });
    expect(await listingNeighbours('a', 1, read)).toEqual({ prev: null, next: { slug: 'b', page: 1 } });
    expect(await listingNeighbours('e', 3, read)).toEqual({ prev: { slug: 'd', page: 2 }, next: null });
  });

  it('are unknown when the profile is no longer on that page (the page falls back to the API’s)', async () => {
    expect(await listingNeighbours('e', 1, read)).toBeNull();
  });
});

describe('previous/next against the mock backend', () => {
  const client = clientAs(null);

  async function walk(filters: ProfileFilters) {
    const first = await client.profiles.list({ ...filters, category: 'escort' }, 1);
    const second = await client.profiles.list({ ...filters, category: 'escort' }, 2);
    return { first: first.data, second: second.data, total: first.meta.total_pages };
  }
  const neighboursOf = (slug: string, filters: ProfileFilters, page: number) =>
    new QueryClient().fetchQuery(listingNeighboursQuery(client, new QueryClient(), 'escort', slug, { filters, page }));

  it('stay in the city the visitor filtered by, across a page end', async () => {
    const { first, second, total } = await walk({ city_id: 6 });
    expect(total).toBeGreaterThan(1);
    const last = first.at(-1) as ProfileSummary;
    const shown = await neighboursOf(last.slug, { city_id: 6 }, 1);
    expect(shown).toEqual({ prev: { slug: first.at(-2)?.slug, page: 1 }, next: { slug: second[0]?.slug, page: 2 } });
    // The API's own neighbour (the default order of every escort) is not in the city.
    const own = (await client.profiles.get(last.slug)).data;
    expect(own.next_slug).not.toBe(second[0]?.slug);
    expect(second[0]?.city.id).toBe(6);
  });

  it('follow the order the visitor chose', async () => {
    const { first } = await walk({ sort: 'price_asc' });
    const [a, b, c] = first as [ProfileSummary, ProfileSummary, ProfileSummary];
    expect(await neighboursOf(b.slug, { sort: 'price_asc' }, 1)).toEqual({ prev: { slug: a.slug, page: 1 }, next: { slug: c.slug, page: 1 } });
    expect((a.price_from?.amount ?? 0) <= (c.price_from?.amount ?? Infinity)).toBe(true);
  });
});
