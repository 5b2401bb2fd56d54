import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { portalKeys as k } from '../queries/keys';

/** What a like changes on a card or a page. */
export interface Likeable {
  id: number;
  likes: number;
  is_liked: boolean;
}

type Patch = (item: Likeable) => Likeable;
/** Where in one cached answer the liked item may sit; returns the answer with `patch` applied there. */
type Locator = (data: unknown, id: number, patch: Patch) => unknown;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hit = (v: unknown, id: number): v is Likeable => isObject(v) && v.id === id && typeof v.likes === 'number';
const inList = (list: unknown, id: number, patch: Patch) =>
  Array.isArray(list) && list.some((item) => hit(item, id)) ? list.map((item) => (hit(item, id) ? patch(item) : item)) : list;
/** Replaces `data[key]` by `update(data[key])`, keeping the object when nothing changed (no needless re-render). */
const at = (data: unknown, key: string, update: (value: unknown) => unknown) => {
  if (!isObject(data)) return data;
  const next = update(data[key]);
  return next === data[key] ? data : { ...data, [key]: next };
};

/** `{ data: Item[] }`: listings, sliders; and a "load more" listing's pages of them (`{ pages: [...] }`). */
const dataList: Locator = (data, id, patch) => {
  if (isObject(data) && Array.isArray(data.pages)) {
    return at(data, 'pages', (pages) => {
      const next = (pages as unknown[]).map((page) => dataList(page, id, patch));
      return next.some((page, i) => page !== (pages as unknown[])[i]) ? next : pages;
    });
  }
  return at(data, 'data', (list) => inList(list, id, patch));
};
/** `{ data: Profile }` with its `nearby` cards. */
const profilePage: Locator = (data, id, patch) =>
  at(data, 'data', (profile) => {
    const self = hit(profile, id) ? patch(profile) : profile;
    return at(self, 'nearby', (list) => inList(list, id, patch));
  });
/** `{ business, profiles }`: a business page. */
const businessPageProfiles: Locator = (data, id, patch) => at(data, 'profiles', (list) => inList(list, id, patch));
const businessPageSelf: Locator = (data, id, patch) => at(data, 'business', (b) => (hit(b, id) ? patch(b) : b));
/** `{ data: { profiles, businesses } }`: favourites. */
const favorites = (key: 'profiles' | 'businesses'): Locator => (data, id, patch) =>
  at(data, 'data', (lists) => at(lists, key, (list) => inList(list, id, patch)));

/** Every cached answer a profile like shows up in, and one for a business like. */
const PROFILE_LIKE_TARGETS: ReadonlyArray<[QueryKey, Locator]> = [
  [k.profiles.details(), profilePage],
  [k.profiles.lists(), dataList],
  [k.reference.escortSlider(), dataList],
  [k.businesses.shows(), businessPageProfiles],
  [k.account.favorites(), favorites('profiles')],
];
const BUSINESS_LIKE_TARGETS: ReadonlyArray<[QueryKey, Locator]> = [
  [k.businesses.shows(), businessPageSelf],
  [k.businesses.lists(), dataList],
  [k.account.favorites(), favorites('businesses')],
];

export type LikeTarget = 'profile' | 'business';
const targets = (target: LikeTarget) => (target === 'profile' ? PROFILE_LIKE_TARGETS : BUSINESS_LIKE_TARGETS);

/** The like toggled at once: is_liked flips and the count follows (never below 0). */
export const toggleLike: Patch = (item) => ({
  ...item,
  is_liked: !item.is_liked,
  likes: Math.max(0, item.likes + (item.is_liked ? -1 : 1)),
});

export type LikeSnapshot = Array<[QueryKey, unknown]>;

/**
 * Applies `patch` to every cached answer showing the item and returns what they held before,
 * for `rollbackLike`. In-flight fetches of those answers are cancelled first, so a response that
 * left before the click cannot overwrite the optimistic state.
 */
export async function applyLike(queryClient: QueryClient, target: LikeTarget, id: number, patch: Patch = toggleLike): Promise<LikeSnapshot> {
  const snapshot: LikeSnapshot = [];
  for (const [queryKey, locate] of targets(target)) {
    await queryClient.cancelQueries({ queryKey });
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      const next = locate(data, id, patch);
      if (next === data) continue;
      snapshot.push([key, data]);
      queryClient.setQueryData(key, next);
    }
  }
  return snapshot;
}

/** Puts back what `applyLike` changed. */
export function rollbackLike(queryClient: QueryClient, snapshot: LikeSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Writes the server's own count and state, then marks the answers stale so they are refetched in the background. */
export async function settleLike(
  queryClient: QueryClient,
  target: LikeTarget,
  id: number,
  answer: { likes: number; is_liked: boolean } | undefined,
): Promise<void> {
  if (answer) await applyLike(queryClient, target, id, (item) => ({ ...item, likes: answer.likes, is_liked: answer.is_liked }));
  await Promise.all(targets(target).map(([queryKey]) => queryClient.invalidateQueries({ queryKey })));
}
