import { LOVECOINS_PACKAGES, PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../schemas';
import type { City } from '../../schemas';
import type { MockStore } from '../store/store';
import { addSeedReview } from './activity';
import { makeBusiness } from './business-factory';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { Rng } from './prng';
import { addProfile } from './population';
import type { ProfileDraw } from './profile-factory';
import { makeUser } from './users';

/**
 * The three demo accounts, created before anything else so their ids are fixed: the model has
 * a published profile and LoveCoins; the business has models in every dashboard group (active,
 * on moderation, drafts, deactivated) with one incognito and VIP and TOP among them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function cityNamed(store: MockStore, title: string): City {
  const city = store.reference.cities.find((c) => c.title === title);
  if (!city) throw new Error(`Seed: no city ${title}`);
  return city;
}

export function seedDemoAccounts(store: MockStore, rng: Rng): void {
  const kyiv = cityNamed(store, 'Kyiv');
  const prague = cityNamed(store, 'Prague');
  const since = store.epoch - 60 * DAY_MS;
  const member = makeUser(store, { name: 'Demo member', email: DEMO_ACCOUNTS.member.email, role: 'MEMBER', country_id: kyiv.country_id, created_at: since });
  const model = makeUser(store, { name: 'Mirela', email: DEMO_ACCOUNTS.model.email, role: 'INDIVIDUAL', country_id: kyiv.country_id, created_at: since });
  const owner = makeUser(store, { name: 'Demo business', email: DEMO_ACCOUNTS.business.email, role: 'BUSSINESS', country_id: prague.country_id, created_at: since });
  store.issueToken(member.id, DEMO_ACCOUNTS.member.token);
  store.issueToken(model.id, DEMO_ACCOUNTS.model.token);
  store.issueToken(owner.id, DEMO_ACCOUNTS.business.token);

  const profile = addProfile(store, rng, model.profile_ids, {
    user_id: model.id, business_id: null, category: 'escort', city: kyiv, state: 'active', created_at: since,
    form: { name: 'Mirela' },
  });
  profile.is_verified = true;
  store.setBalance({ type: 'individual', id: profile.id }, DEMO_ACCOUNTS.model.coins);

  const business = store.saveBusiness(makeBusiness(store, rng, {
    user_id: owner.id, type: 'agencies', city: prague, created_at: since, name: 'Aurora Lounge Agency', is_top: true,
  }));
  owner.business_id = business.id;
  store.setBalance({ type: 'business', id: business.id }, DEMO_ACCOUNTS.business.coins);
  const groups: Array<Partial<ProfileDraw> & Pick<ProfileDraw, 'state'>> = [
    { state: 'active', is_vip: true }, { state: 'active', is_top: true }, { state: 'active', incognito: true },
    { state: 'active' }, { state: 'moderating' }, { state: 'moderating' }, { state: 'draft' }, { state: 'draft' },
    { state: 'deactivated' }, { state: 'deactivated', is_top: true },
  ];
  groups.forEach((g, i) => addProfile(store, rng, owner.profile_ids, {
    user_id: owner.id, business_id: business.id, category: 'escort', city: prague, created_at: since + i * DAY_MS, ...g,
  }));
}

/** After members exist: the member's favourites, review and notifications; the model's history. */
export function finishDemo(store: MockStore, rng: Rng, members: readonly number[]): void {
  const { member, model, business } = DEMO_ACCOUNTS;
  const profile = store.profiles.get(model.profileId);
  if (!profile) throw new Error('Seed: demo profile missing');
  const favourites = store.favoritesOf(member.userId);
  favourites.profiles.add(model.profileId);
  favourites.businesses.add(business.businessId);
  profile.likes.add(member.userId);
  for (let i = 0; i < 3; i += 1) {
    addSeedReview(store, rng, { type: 'profile', id: profile.id }, rng.pick(members), profile.created_at, profile.form.name, i === 0);
  }
  // The member's own review, still without a reply (the model can answer it).
  addSeedReview(store, rng, { type: 'profile', id: profile.id }, member.userId, profile.created_at, profile.form.name, false);

  const [starter, mostInDemand] = LOVECOINS_PACKAGES;
  const target = { type: 'individual' as const, id: profile.id };
  const bought = store.epoch - 40 * DAY_MS;
  const paid = { status: 'paid', credit: 0, valid_from: null, valid_until: null } as const;
  store.purchases.push(
    { id: store.nextId('purchase'), user_id: model.userId, kind: 'lovecoins', item: mostInDemand.id, coins: mostInDemand.coins,
      price_eur: mostInDemand.price_eur, target, created_at: bought, ...paid },
    { id: store.nextId('purchase'), user_id: model.userId, kind: 'lovecoins', item: starter.id, coins: starter.coins,
      price_eur: starter.price_eur, target, created_at: bought + DAY_MS, ...paid },
    { id: store.nextId('purchase'), user_id: model.userId, kind: 'package', item: 'TOP', coins: -PACKAGE_PRICES_COINS.individual.TOP,
      price_eur: null, target, created_at: bought + 2 * DAY_MS, ...paid, valid_from: bought + 2 * DAY_MS,
      valid_until: bought + (2 + PACKAGE_DAYS) * DAY_MS, package: 'TOP' },
  );
  seedBusinessPackages(store);
  store.notifications.push({
    id: store.nextId('notification'), user_id: member.userId, kind: 'system', title: 'Welcome to the portal!', text: { key: 'welcome' }, href: null,
    read: true, created_at: store.epoch - 60 * DAY_MS,
  });
}

/**
 * The demo business's TOP/VIP flags come with the purchases that paid them (from its wallet), so
 * its payments page shows each package's end date and the history lists what was bought.
 */
function seedBusinessPackages(store: MockStore): void {
  const { business } = DEMO_ACCOUNTS;
  const owner = store.businesses.get(business.businessId);
  if (!owner) throw new Error('Seed: demo business missing');
  const flagged: Array<{ target: { type: 'business' | 'individual'; id: number }; flags: { is_top: boolean; is_vip: boolean } }> = [
    { target: { type: 'business', id: owner.id }, flags: owner },
    ...[...store.profiles.values()].filter((p) => p.business_id === owner.id).map((p) => ({ target: { type: 'individual' as const, id: p.id }, flags: p })),
  ];
  flagged.forEach(({ target, flags }, i) => {
    const type = flags.is_vip ? 'VIP' : flags.is_top ? 'TOP' : null;
    if (!type) return;
    const start = store.epoch - (10 + i) * DAY_MS;
    store.purchases.push({
      id: store.nextId('purchase'), user_id: owner.user_id, kind: 'package', item: type,
      coins: -PACKAGE_PRICES_COINS[target.type][type], price_eur: null, target, created_at: start, status: 'paid', credit: 0,
      valid_from: start, valid_until: start + PACKAGE_DAYS * DAY_MS, package: type,
    });
  });
}
