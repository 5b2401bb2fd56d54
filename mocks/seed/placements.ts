import { PAGE_SIZE } from '../../schemas';
import type { MockStore } from '../store/store';
import { isPublicProfile } from '../store/profile-index';

/**
 * Paid placement as a real directory has it: a few TOP and VIP ads, not a majority. Listings put
 * VIP first, then TOP (the spec's "higher place in list"), so a category with more paid profiles
 * than a page holds would fill its whole first page with ads. This pass, after the population is
 * drawn, keeps a listing's paid profiles within
 * - a tenth VIP and about a seventh TOP of each category, in every city and overall, and
 * - a third of one page overall, so page 1 of a category is mostly organic;
 * the demo accounts' placements (which their payments pages show) are always kept, and the demo
 * city (Prague) keeps its own before the rest, so its "Top in Prague" zone has several.
 * It only clears flags and draws nothing, so every other value of the seed stays as it was.
 */
export const VIP_SHARE = 0.1;
export const TOP_SHARE = 0.15;
/** At most this many paid profiles in a whole category (a third of page 1). */
export const PAID_PER_CATEGORY = Math.floor(PAGE_SIZE / 3);
/** Of those, at most this many VIP (the rest TOP). */
export const VIP_PER_CATEGORY = Math.floor(PAID_PER_CATEGORY * (VIP_SHARE / (VIP_SHARE + TOP_SHARE)));

const shareOf = (count: number, share: number): number => Math.floor(count * share);

interface Flagged { is_vip: boolean; is_top: boolean }

/** Counts per key, and what a key may still take. */
class Budget {
  private readonly used = new Map<string, number>();
  constructor(private readonly limit: (key: string) => number) {}
  fits(keys: readonly string[]): boolean {
    return keys.every((k) => (this.used.get(k) ?? 0) < this.limit(k));
  }
  take(keys: readonly string[]): void {
    for (const k of keys) this.used.set(k, (this.used.get(k) ?? 0) + 1);
  }
}

function limitFlags<T extends Flagged>(
  items: readonly T[], keysOf: (item: T) => string[], sizes: ReadonlyMap<string, number>, kept: (item: T) => boolean,
  caps: { vip: (key: string, size: number) => number; paid: (key: string, size: number) => number },
): void {
  const size = (key: string) => sizes.get(key) ?? 0;
  const vip = new Budget((k) => caps.vip(k, size(k)));
  const top = new Budget((k) => shareOf(size(k), TOP_SHARE));
  const paid = new Budget((k) => caps.paid(k, size(k)));
  // The kept ones count first, then the rest in the order given.
  const ordered = [...items.filter(kept), ...items.filter((i) => !kept(i))];
  for (const item of ordered) {
    if (!item.is_vip && !item.is_top) continue;
    const keys = keysOf(item);
    const tier = item.is_vip ? vip : top;
    if (kept(item) || (tier.fits(keys) && paid.fits(keys))) {
      tier.take(keys);
      paid.take(keys);
      continue;
    }
    item.is_vip = false;
    item.is_top = false;
  }
}

export function limitPaidPlacements(store: MockStore, demo: { userIds: readonly number[]; cityId: number }): void {
  const publicProfiles = [...store.profiles.values()].filter(isPublicProfile)
    // The demo city first, then by id: deterministic, and the demo city's zone is not empty.
    .sort((a, b) => Number(b.form.city_id === demo.cityId) - Number(a.form.city_id === demo.cityId) || a.id - b.id);
  const profileKeys = (p: (typeof publicProfiles)[number]) => [`${p.form.category}`, `${p.form.category}@${p.form.city_id}`];
  const sizes = new Map<string, number>();
  for (const p of publicProfiles) for (const k of profileKeys(p)) sizes.set(k, (sizes.get(k) ?? 0) + 1);
  const whole = (key: string) => !key.includes('@');
  limitFlags(publicProfiles, profileKeys, sizes, (p) => demo.userIds.includes(p.user_id), {
    vip: (key, n) => (whole(key) ? Math.min(VIP_PER_CATEGORY, shareOf(n, VIP_SHARE)) : shareOf(n, VIP_SHARE)),
    paid: (key, n) => (whole(key) ? PAID_PER_CATEGORY : n),
  });

  // Businesses: a type holds a few dozen at most, one page; a tenth VIP (at least one, the "top
  // search blocks" have something to show) and a seventh TOP per type.
  const businesses = [...store.businesses.values()].sort((a, b) => a.id - b.id);
  const typeSizes = new Map<string, number>();
  for (const b of businesses) typeSizes.set(b.type, (typeSizes.get(b.type) ?? 0) + 1);
  limitFlags(businesses, (b) => [b.type], typeSizes, (b) => demo.userIds.includes(b.user_id), {
    vip: (_key, n) => Math.max(1, shareOf(n, VIP_SHARE)),
    paid: (_key, n) => Math.floor(n / 3),
  });
}
