import { CURRENCIES } from '../../schemas';
import { MockStore } from '../store/store';
import type { Reference } from '../store/types';
import { buildSlides, seedNotifications, seedReviews, seedStories } from './activity';
import { DEFAULT_SEED, SEED_EPOCH } from './config';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { finishDemo, seedDemoAccounts } from './demo';
import { limitPaidPlacements } from './placements';
import { seedBusinesses, seedIndependents, seedLikes, seedMembers } from './population';
import { Rng } from './prng';
import { buildPlaces } from './reference-places';
import {
  CATEGORIES, LANGUAGES, NATIONALITIES, PARKING_TYPES, PAYMENT_TYPES, SERVICES, buildIndividualData,
} from './reference-options';

export function buildReference(): Reference {
  const places = buildPlaces();
  return {
    ...places,
    individual: buildIndividualData(LANGUAGES, NATIONALITIES),
    services: SERVICES,
    parking: PARKING_TYPES,
    payments: PAYMENT_TYPES,
    currencies: CURRENCIES.map((c) => ({ ...c })),
    categories: CATEGORIES,
    slides: buildSlides(),
  };
}

/**
 * A fresh store filled from one seed. The same seed always gives the same data: every draw comes
 * from one generator in a fixed order (runtime tokens use a second one, so logging in does not
 * shift the seed).
 */
export function seedStore(seed: number = DEFAULT_SEED): MockStore {
  const rng = new Rng(seed);
  const store = new MockStore(buildReference(), SEED_EPOCH, new Rng(seed ^ 0x5eed));
  seedDemoAccounts(store, rng);
  const members = seedMembers(store, rng);
  seedBusinesses(store, rng);
  seedIndependents(store, rng);
  limitPaidPlacements(store, {
    userIds: Object.values(DEMO_ACCOUNTS).map((a) => a.userId),
    cityId: store.reference.cities.find((c) => c.title === 'Prague')?.id ?? 0,
  });
  seedLikes(store, rng, members);
  seedReviews(store, rng, members);
  finishDemo(store, rng, members);
  seedStories(store, rng);
  seedNotifications(store, rng, members);
  store.version += 1;
  return store;
}

export { DEFAULT_SEED, SEED_EPOCH } from './config';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export type { DemoAccount } from './demo-accounts';
