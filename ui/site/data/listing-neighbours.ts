import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalClient, ProfileCategory, ProfileFilters } from '@portal/sdk';
import { listingContextQuery } from './listing-context';
import type { ListingContext } from './listing-context';
import type { ProfileCardPage } from './profile-cards';

/*
 * A profile's previous and next in the list it was opened from (listing-context.ts): only the
 * profile page walks the list, so this stays in its chunk while the listing, which only writes the
 * list into its links, loads the small listing-context.ts.
 */

/** A neighbour in the list: its slug and the page of the list it is on. */
export interface Neighbour {
  readonly slug: string;
  readonly page: number;
}
export interface Neighbours {
  readonly prev: Neighbour | null;
  readonly next: Neighbour | null;
}

/** Reads one page of the list (a profile's slugs in the list's order, and how many pages there are). */
export type ListPageReader = (page: number) => Promise<Pick<ProfileCardPage, 'meta'> & { data: ReadonlyArray<{ slug: string }> }>;

/**
 * The profiles before and after `slug` in the list, across page ends (the previous page's last,
 * the next page's first); null when the profile is not on the page the context names (the list
 * changed since), so the page falls back to the API's own neighbours.
 */
export async function listingNeighbours(slug: string, page: number, read: ListPageReader): Promise<Neighbours | null> {
  const here = await read(page);
  const at = here.data.findIndex((p) => p.slug === slug);
  if (at < 0) return null;
  const before = here.data[at - 1];
  const after = here.data[at + 1];
  const [prev, next] = await Promise.all([
    before ? { slug: before.slug, page } : page > 1 ? read(page - 1).then((l) => lastOf(l.data, page - 1)) : null,
    after ? { slug: after.slug, page } : page < here.meta.total_pages ? read(page + 1).then((l) => firstOf(l.data, page + 1)) : null,
  ]);
  return { prev, next };
}

const lastOf = (list: ReadonlyArray<{ slug: string }>, page: number): Neighbour | null => {
  const item = list.at(-1);
  return item ? { slug: item.slug, page } : null;
};
const firstOf = (list: ReadonlyArray<{ slug: string }>, page: number): Neighbour | null => {
  const item = list[0];
  return item ? { slug: item.slug, page } : null;
};

/**
 * The neighbours of a profile in the list it was opened from. In the browser the list's pages come
 * from the cache when the visitor just saw them (and stay there for the next step); on the server
 * they are asked directly, so the page's payload carries the two neighbours, not the list's cards.
 * The listing's card query is imported when a step needs it: a profile page's first load does not
 * carry the cards' chunk for it.
 */
export function listingNeighboursQuery(client: PortalClient, queryClient: QueryClient, category: ProfileCategory, slug: string, context: ListingContext) {
  const filters: ProfileFilters = { ...context.filters, category };
  return queryOptions({
    queryKey: ['listing-neighbours', client.getLocale(), category, slug, listingContextQuery(filters, context.page)] as const,
    queryFn: ({ signal }): Promise<Neighbours | null> =>
      listingNeighbours(slug, context.page, (page) =>
        typeof document === 'undefined'
          ? client.profiles.list(filters, page, { signal })
          : import('./profile-cards').then(({ profileCardsQuery }) => queryClient.ensureQueryData(profileCardsQuery(client, filters, page))),
      ),
  });
}
