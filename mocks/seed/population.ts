import { BUSINESS_TYPES } from '../../schemas';
import type { City, ProfileCategory } from '../../schemas';
import type { MockStore } from '../store/store';
import { MODEL_CATEGORIES, makeBusiness } from './business-factory';
import {
  SEED_BUSINESSES_PER_TYPE, SEED_HISTORY_DAYS, SEED_INDEPENDENT_PROFILES, SEED_MEMBERS, SEED_MODELS_PER_BUSINESS,
} from './config';
import { nickname, personName } from './names';
import type { Rng } from './prng';
import { makeProfile, type ProfileDraw } from './profile-factory';
import { makeUser } from './users';

/** Members, businesses with their models, and independent models. */

const DAY_MS = 24 * 60 * 60 * 1000;

const CATEGORY_WEIGHTS: ReadonlyArray<readonly [ProfileCategory, number]> = [
  ['escort', 55], ['trances', 12], ['web_cam', 12], ['onlyfans', 12], ['bdsm', 9],
];
const STATE_WEIGHTS: ReadonlyArray<readonly [ProfileDraw['state'], number]> = [
  ['active', 88], ['moderating', 5], ['draft', 4], ['deactivated', 3],
];

/** About 8% of profiles are NEW (created within NEW_PROFILE_DAYS); the rest spread over two years. */
export function createdAt(store: MockStore, rng: Rng): number {
  const days = rng.chance(0.08) ? rng.int(0, 12) : rng.int(15, SEED_HISTORY_DAYS);
  return store.epoch - days * DAY_MS - rng.int(0, DAY_MS - 1);
}

export function seedMembers(store: MockStore, rng: Rng): number[] {
  return Array.from({ length: SEED_MEMBERS }, (_, n) => {
    const city = rng.pick(store.reference.cities);
    return makeUser(store, {
      name: nickname(rng), email: `member${n + 1}@example.test`, role: 'MEMBER', country_id: city.country_id,
      created_at: createdAt(store, rng),
    }).id;
  });
}

export function seedBusinesses(store: MockStore, rng: Rng): void {
  let n = 0;
  for (const type of BUSINESS_TYPES) {
    for (let i = 0; i < SEED_BUSINESSES_PER_TYPE; i += 1) {
      n += 1;
      const city = rng.pick(store.reference.cities);
      const created = createdAt(store, rng);
      const owner = makeUser(store, {
        name: personName(rng, 'neutral'), email: `business${n}@example.test`, role: 'BUSSINESS',
        country_id: city.country_id, created_at: created,
      });
      const business = store.saveBusiness(makeBusiness(store, rng, {
        user_id: owner.id, type, city, created_at: created, is_vip: rng.chance(0.08), is_top: rng.chance(0.12),
      }));
      owner.business_id = business.id;
      if (rng.chance(0.4)) store.setBalance({ type: 'business', id: business.id }, rng.int(0, 20) * 50);
      const models = rng.int(...SEED_MODELS_PER_BUSINESS);
      for (let m = 0; m < models; m += 1) {
        addProfile(store, rng, owner.profile_ids, {
          user_id: owner.id, business_id: business.id, category: rng.weighted(MODEL_CATEGORIES[type]), city,
          incognito: rng.chance(0.15), state: rng.weighted(STATE_WEIGHTS), created_at: Math.max(created, createdAt(store, rng)),
          is_vip: rng.chance(0.05), is_top: rng.chance(0.1),
        });
      }
    }
  }
}

export function seedIndependents(store: MockStore, rng: Rng): void {
  for (let n = 1; n <= SEED_INDEPENDENT_PROFILES; n += 1) {
    const city: City = rng.pick(store.reference.cities);
    const created = createdAt(store, rng);
    const user = makeUser(store, {
      name: personName(rng, 'feminine'), email: `model${n}@example.test`, role: 'INDIVIDUAL', country_id: city.country_id,
      created_at: created,
    });
    const vip = rng.chance(0.04);
    const profile = addProfile(store, rng, user.profile_ids, {
      user_id: user.id, business_id: null, category: rng.weighted(CATEGORY_WEIGHTS), city,
      state: rng.weighted(STATE_WEIGHTS), created_at: created, is_vip: vip, is_top: !vip && rng.chance(0.09),
    });
    user.name = profile.form.name;
    if (rng.chance(0.3)) store.setBalance({ type: 'individual', id: profile.id }, rng.int(0, 12) * 50);
  }
}

export function addProfile(store: MockStore, rng: Rng, ownerProfiles: number[], draw: ProfileDraw) {
  const profile = store.saveProfile(makeProfile(store, rng, draw), false);
  ownerProfiles.push(profile.id);
  return profile;
}

/** Likes from members: most profiles have a few, some many. */
export function seedLikes(store: MockStore, rng: Rng, members: readonly number[]): void {
  const like = (set: Set<number>, count: number) => {
    while (set.size < Math.min(count, members.length)) set.add(members[rng.int(0, members.length - 1)] as number);
  };
  for (const p of store.profiles.values()) like(p.likes, Math.floor(Math.pow(rng.float(), 2) * 40));
  for (const b of store.businesses.values()) like(b.likes, Math.floor(Math.pow(rng.float(), 2) * 60));
}
