import { describe, expect, it } from 'vitest';
import {
  ADULT_MIN_AGE, BUSINESS_TYPES, CURRENCIES, PAGE_SIZE, PROFILE_CATEGORIES, ProfileSummary,
} from '../../../schemas';
import { DEFAULT_SEED, DEMO_ACCOUNTS, seedStore } from '../../../mocks/seed';
import type { MockStore } from '../../../mocks/store';
import { listingOrder } from '../../../mocks/store/profile-index';
import { toProfileSummary } from '../../../mocks/store/views/profile';

/** Invariants of the seed: adults only, minimum sizes, placeholders only, and determinism. */
const store = seedStore();
const profiles = [...store.profiles.values()];
const businesses = [...store.businesses.values()];

/** Everything the seed decides, as plain JSON (Sets and Maps as arrays). */
function snapshot(s: MockStore): string {
  const plain = {
    users: [...s.users.values()], profiles: [...s.profiles.values()], businesses: [...s.businesses.values()],
    reviews: [...s.reviews.values()], stories: s.stories, notifications: s.notifications, purchases: s.purchases,
    wallets: [...s.wallets], favorites: [...s.favorites], tokens: [...s.tokens],
  };
  return JSON.stringify(plain, (_, v: unknown) => (v instanceof Set ? [...v] : v instanceof Map ? [...v] : v));
}

describe('seed', () => {
  it('is adults only: every age option and every profile is 18 or more', () => {
    expect(store.reference.individual.ages.every((a) => a.value >= ADULT_MIN_AGE)).toBe(true);
    for (const p of profiles) expect(store.option('ages', p.form.age_id)?.value ?? 0).toBeGreaterThanOrEqual(ADULT_MIN_AGE);
  });

  it('meets the minimum sizes', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(2000);
    expect(store.reference.countries.length).toBeGreaterThanOrEqual(10);
    expect(store.reference.cities.length).toBeGreaterThanOrEqual(40);
    expect(new Set(profiles.map((p) => p.form.country_id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(profiles.map((p) => p.form.city_id)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(profiles.map((p) => p.form.category))).toEqual(new Set(PROFILE_CATEGORIES));
    expect(businesses.length).toBeGreaterThanOrEqual(60);
    expect(new Set(businesses.map((b) => b.type))).toEqual(new Set(BUSINESS_TYPES));
    const models = profiles.filter((p) => p.business_id !== null);
    expect(models.length).toBeGreaterThan(businesses.length * 2);
    expect(models.some((p) => p.incognito)).toBe(true);
    const reviews = [...store.reviews.values()];
    expect(reviews.length).toBeGreaterThan(1000);
    expect(reviews.some((r) => r.reply !== null)).toBe(true);
    expect(reviews.some((r) => r.subject.type === 'business')).toBe(true);
    expect(store.stories.length).toBeGreaterThan(0);
    expect(store.reference.slides.length).toBeGreaterThan(0);
    expect(store.reference.currencies.map((c) => c.code)).toEqual(CURRENCIES.map((c) => c.code));
    expect(store.reference.countries.every((c) => /^\+\d{1,4}$/.test(c.dial_code))).toBe(true);
    expect(store.reference.parking.length * store.reference.payments.length).toBeGreaterThan(0);
  });

  it('has every listing status among public profiles', () => {
    store.index.ensure(store);
    const publicOnes = store.index.ordered;
    expect(publicOnes.some((p) => p.rec.is_vip) && publicOnes.some((p) => p.rec.is_top)).toBe(true);
    expect(publicOnes.some((p) => p.rec.is_verified) && publicOnes.some((p) => p.rec.form.travel)).toBe(true);
    expect(publicOnes.some((p) => p.isNew) && publicOnes.some((p) => p.rec.business_id === null)).toBe(true);
  });

  it('keeps paid placements a minority: a tenth VIP and a seventh TOP per listing, two thirds of page 1 organic', () => {
    store.index.ensure(store);
    const publicOnes = store.index.ordered.map((p) => p.rec);
    const listings = new Map<string, typeof publicOnes>();
    for (const p of publicOnes) {
      for (const key of [p.form.category, `${p.form.category} in ${p.form.city_id}`]) listings.set(key, [...(listings.get(key) ?? []), p]);
    }
    const demoUsers = new Set<number>(Object.values(DEMO_ACCOUNTS).map((a) => a.userId));
    for (const [key, listing] of listings) {
      // The demo accounts' own placements are kept whatever the share (their payments pages show them).
      const others = listing.filter((p) => !demoUsers.has(p.user_id));
      const vip = others.filter((p) => p.is_vip).length;
      const top = others.filter((p) => p.is_top && !p.is_vip).length;
      expect({ key, vip: vip <= Math.floor(listing.length * 0.1), top: top <= Math.floor(listing.length * 0.15) }).toEqual({ key, vip: true, top: true });
      // Listings put paid profiles first: page 1 (40 cards) holds at most a third of them.
      const page1 = listing.slice(0, PAGE_SIZE);
      expect(page1.filter((p) => p.is_vip || p.is_top).length).toBeLessThanOrEqual(Math.floor(PAGE_SIZE / 3));
    }
    // The demo city's escorts still have a "Top in Prague" zone to show, VIP among them.
    const prague = store.reference.cities.find((c) => c.title === 'Prague')?.id;
    const praguePaid = (listings.get(`escort in ${prague}`) ?? []).filter((p) => p.is_vip || p.is_top);
    expect(praguePaid.length).toBeGreaterThanOrEqual(5);
    expect(praguePaid.some((p) => p.is_vip)).toBe(true);
    for (const type of BUSINESS_TYPES) {
      const ofType = businesses.filter((b) => b.type === type);
      expect(ofType.filter((b) => b.is_vip || b.is_top).length).toBeLessThanOrEqual(Math.floor(ofType.length / 3));
    }
    expect(businesses.some((b) => b.is_vip)).toBe(true);
  });

  it('uses generated placeholders only, with their size in the URL', () => {
    const images = [...profiles.flatMap((p) => [p.gallery.main, ...p.gallery.others]), ...businesses.flatMap((b) => [b.gallery.main, ...b.gallery.others])];
    for (const image of images) {
      if (image) expect(image.url).toMatch(/^\/media\/placeholder\/[a-z0-9-]+\/\d+x\d+\/[A-Za-z]+\.svg$/);
    }
  });

  it('gives every profile and business a unique slug', () => {
    expect(new Set(profiles.map((p) => p.slug)).size).toBe(profiles.length);
    expect(new Set(businesses.map((b) => b.slug)).size).toBe(businesses.length);
  });

  it('produces profiles that pass the listing schema', () => {
    for (const p of profiles.slice(0, 300)) expect(ProfileSummary.safeParse(toProfileSummary(store, p, null, 'en')).success).toBe(true);
  });

  it('is deterministic: the same seed gives the same data, another seed other data', () => {
    const again = snapshot(seedStore(DEFAULT_SEED));
    expect(again).toBe(snapshot(store));
    expect(snapshot(seedStore(DEFAULT_SEED + 1))).not.toBe(again);
  });

  it('sets up the demo accounts', () => {
    const { member, model, business } = DEMO_ACCOUNTS;
    const profile = store.profiles.get(model.profileId);
    expect([profile?.user_id, profile?.status, profile?.is_active]).toEqual([model.userId, 'active', 1]);
    expect(store.balance({ type: 'individual', id: model.profileId })).toBe(model.coins);
    const favourites = store.favoritesOf(member.userId);
    expect(favourites.profiles.size + favourites.businesses.size).toBeGreaterThan(0);
    expect([...store.reviews.values()].some((r) => r.author_id === member.userId)).toBe(true);
    const own = profiles.filter((p) => p.business_id === business.businessId).sort(listingOrder);
    const count = (status: string, active: number) => own.filter((p) => p.status === status && p.is_active === active).length;
    expect(count('active', 1)).toBeGreaterThanOrEqual(2);
    expect(count('moderating', 1)).toBeGreaterThanOrEqual(2);
    expect(count('draft', 0) + count('active', 0)).toBeGreaterThanOrEqual(2);
    expect(own.some((p) => p.incognito) && own.some((p) => p.is_vip) && own.some((p) => p.is_top)).toBe(true);
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(store.userByToken(account.token)?.email).toBe(account.email);
  });
});
