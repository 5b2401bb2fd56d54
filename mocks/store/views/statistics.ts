import { STATISTICS_DAYS } from '../../../schemas';
import type { StatisticsDay } from '../../../schemas';
import type { MockStore } from '../store';
import type { ProfileRecord } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A deterministic weight in [0.4, 1.6] for a profile's day: the same every run, varied between days. */
function weight(profileId: number, day: number): number {
  const x = Math.sin(profileId * 12.9898 + day * 78.233) * 43758.5453;
  return 0.4 + 1.2 * (x - Math.floor(x));
}

/** Splits `total` into whole parts proportional to `weights` (largest remainders), summing to it exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The statistics tab's days. The store counts views and likes as totals only, so their days are
 * derived: the share of the total that falls in the window (the window's part of the profile's
 * age) is spread over its days with fixed per-profile weights. Reviews are counted on the day
 * they were written. Deterministic: the same store gives the same series.
 */
export function statisticsOf(store: MockStore, p: ProfileRecord): StatisticsDay[] {
  const today = Math.floor(store.now() / DAY_MS);
  const created = Math.floor(p.created_at / DAY_MS);
  const first = Math.max(created, today - STATISTICS_DAYS + 1);
  const days = Array.from({ length: today - first + 1 }, (_, i) => first + i);
  const ageDays = today - created + 1;
  const inWindow = (total: number) => Math.round((total * days.length) / ageDays);
  const weights = days.map((d) => weight(p.id, d));
  const views = apportion(inWindow(p.views), weights);
  const likes = apportion(inWindow(p.likes.size), weights.map((w) => 2 - w));
  const reviews = store.reviewsOf({ type: 'profile', id: p.id });
  return days.map((d, i) => ({
    date: new Date(d * DAY_MS).toISOString().slice(0, 10),
    views: views[i]!,
    likes: likes[i]!,
    reviews: reviews.filter((r) => Math.floor(r.created_at / DAY_MS) === d).length,
  }));
}
