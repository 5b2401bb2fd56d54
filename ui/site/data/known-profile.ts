import type { QueryClient } from '@tanstack/react-query';

export type Item = { readonly id?: unknown; readonly slug?: unknown };

/** The lists of profiles an answer may hold: a page of cards or profiles, favourites, a business's models. */
function listsIn(data: unknown): unknown[][] {
  if (typeof data !== 'object' || data === null) return [];
  const { data: inner, profiles } = data as { data?: unknown; profiles?: unknown };
  const nested = typeof inner === 'object' && inner !== null ? (inner as { profiles?: unknown }).profiles : undefined;
  return [inner, profiles, nested].filter((list): list is unknown[] => Array.isArray(list));
}

/** The first list item the page already holds with this slug and an id, or null. */
export function knownProfileItem(queryClient: QueryClient, slug: string): Item | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    for (const list of listsIn(query.state.data)) {
      for (const item of list as Item[]) {
        if (typeof item === 'object' && item !== null && item.slug === slug && typeof item.id === 'number') return item;
      }
    }
  }
  return null;
}

/**
 * The id of the profile with this slug, when an answer the page already holds names it (the
 * listing, favourites or business page the visitor opened it from), else null. Its reviews are
 * asked by id (§7 GET /api/profile/{id}/reviews): with the id known, they need not wait for the
 * profile (two calls one after the other, 3.4 s when the API takes 1.5 s a call).
 */
export function knownProfileId(queryClient: QueryClient, slug: string): number | null {
  return (knownProfileItem(queryClient, slug)?.id as number | undefined) ?? null;
}
