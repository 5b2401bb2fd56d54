import { describe, expect, it } from 'vitest';
import { resetStore } from '../../../mocks/store';

/**
 * The profile index remembers query answers (the listing and the filter panel ask the same ones
 * on every page), but only until the store changes: a write shows in the very next answer.
 */
describe('ProfileIndex answers', () => {
  it('gives the same answer for the same filters in any order', () => {
    const store = resetStore();
    const index = store.index.ensure(store);
    const a = index.query({ category: 'escort', age_min: 25 });
    const b = index.query({ age_min: 25, category: 'escort', age_max: undefined });
    expect(b).toBe(a);
    expect(index.query({ category: 'escort', age_min: 26 })).not.toBe(a);
  });

  it('answers anew after a write: a profile taken offline leaves the listing at once', () => {
    const store = resetStore();
    const before = store.index.ensure(store).query({ category: 'escort' });
    const first = before[0]!.rec;
    first.is_active = 0;
    store.saveProfile(first);
    const after = store.index.ensure(store).query({ category: 'escort' });
    expect(after.length).toBe(before.length - 1);
    expect(after.some((p) => p.rec.id === first.id)).toBe(false);
  });
});
