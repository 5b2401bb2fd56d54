import { describe, expect, it } from 'vitest';
import { STATISTICS_DAYS, StatisticsDay } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
import { statisticsOf } from '../../../mocks/store/views/statistics';
import { toProfile } from '../../../mocks/store/views/profile';

/**
 * The statistics tab's series from the mock: the store keeps totals of views and likes only, so
 * their days are derived (deterministically); reviews count on the day they were written.
 */
describe('profile statistics (mock)', () => {
  const store = resetStore();
  const model = DEMO_ACCOUNTS.model;
  const profile = store.profiles.get(model.profileId)!;
  const days = statisticsOf(store, profile);

  it('gives several days, oldest first, ending today, each a valid StatisticsDay', () => {
    expect(days.length).toBeGreaterThan(1);
    expect(days.length).toBeLessThanOrEqual(STATISTICS_DAYS);
    for (const day of days) expect(StatisticsDay.safeParse(day).success).toBe(true);
    const dates = days.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.at(-1)).toBe(new Date(store.now()).toISOString().slice(0, 10));
  });

  it('is the same on every read and never more than the totals', () => {
    expect(statisticsOf(store, profile)).toEqual(days);
    const sum = (k: 'views' | 'likes' | 'reviews') => days.reduce((n, d) => n + d[k], 0);
    expect(sum('views')).toBeGreaterThan(0);
    expect(sum('views')).toBeLessThanOrEqual(profile.views);
    expect(sum('likes')).toBeLessThanOrEqual(profile.likes.size);
    expect(sum('reviews')).toBeLessThanOrEqual(store.reviewsOf({ type: 'profile', id: profile.id }).length);
    expect(new Set(days.map((d) => d.views)).size).toBeGreaterThan(1);
  });

  it('is given to the owner only', () => {
    const owner = store.users.get(model.userId)!;
    expect(toProfile(store, profile, owner, 'en').statistics).toEqual(days);
    expect(toProfile(store, profile, null, 'en').statistics).toBeUndefined();
  });
});
