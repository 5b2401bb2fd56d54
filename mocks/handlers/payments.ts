import { LOVECOINS_PACKAGES, PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../schemas';
import type { Purchase } from '../../schemas';
import type { MockStore } from '../store/store';
import type { PurchaseRecord, UserRecord, WalletOwner } from '../store/types';
import { iso, isoOrNull } from '../store/views/common';
import { fieldError, paymentRequired } from './errors';
import { MOCK_MESSAGES } from './messages';
import { packageTargetFor, walletOf, type PackageTarget } from './wallets';
import type { ImplsOf, ResponseOf } from './types';

/**
 * LoveCoins and TOP/VIP packages. Both purchases are idempotent by request_id: the same id
 * answers the first result again and is charged once. A refused purchase (402) is not kept, so
 * the same id may be tried again after topping up.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function toPurchase(p: PurchaseRecord): Purchase {
  return {
    id: p.id, kind: p.kind, item: p.item, coins: p.coins, price_eur: p.price_eur, target: p.target,
    created_at: iso(p.created_at), valid_until: isoOrNull(p.valid_until),
  };
}

type PurchaseAnswer = ResponseOf<'buyLoveCoins'>;

/** The stored answer of an earlier call with the same request id, if any. */
function replay(store: MockStore, user: UserRecord, requestId: string): PurchaseAnswer | null {
  const earlier = store.payments.get(requestId);
  if (!earlier) return null;
  if (earlier.user_id !== user.id) throw fieldError('request_id', 'The request id has already been used.');
  return earlier.body as PurchaseAnswer;
}

function requireTarget(store: MockStore, user: UserRecord, body: { profile_id?: number; business_id?: number }): PackageTarget {
  const target = packageTargetFor(store, user, body);
  if (!target) throw fieldError('profile_id', MOCK_MESSAGES.needsProfile);
  return target;
}

function record(store: MockStore, user: UserRecord, wallet: WalletOwner, purchase: Omit<PurchaseRecord, 'id' | 'user_id' | 'created_at'>, requestId: string, message: string): PurchaseAnswer {
  const saved: PurchaseRecord = { id: store.nextId('purchase'), user_id: user.id, created_at: store.now(), ...purchase };
  store.purchases.push(saved);
  const answer = { message, data: { wallet: { balance: store.balance(wallet), owner: wallet }, purchase: toPurchase(saved) } };
  store.payments.set(requestId, { user_id: user.id, body: answer });
  return answer;
}

export const paymentImpls = {
  buyLoveCoins: ({ body, user, store }) => {
    const earlier = replay(store, user, body.request_id);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    const wallet = walletOf(user, target);
    const pack = LOVECOINS_PACKAGES.find((p) => p.id === body.package_id);
    if (!pack) throw fieldError('package_id', MOCK_MESSAGES.invalidOption);
    store.setBalance(wallet, store.balance(wallet) + pack.coins);
    return record(store, user, wallet, {
      kind: 'lovecoins', item: pack.id, coins: pack.coins, price_eur: pack.price_eur, target: wallet, valid_until: null,
    }, body.request_id, MOCK_MESSAGES.coinsPurchased);
  },

  buyPackage: ({ body, user, store }) => {
    const earlier = replay(store, user, body.request_id);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    const wallet = walletOf(user, target);
    const price = PACKAGE_PRICES_COINS[target.kind === 'business' ? 'business' : 'individual'][body.type];
    const balance = store.balance(wallet);
    if (balance < price) throw paymentRequired();
    store.setBalance(wallet, balance - price);
    const flag = body.type === 'VIP' ? 'is_vip' : 'is_top';
    if (target.kind === 'business') {
      target.business[flag] = true;
      store.saveBusiness(target.business);
    } else {
      target.profile[flag] = true;
      store.saveProfile(target.profile);
    }
    const applied: WalletOwner = target.kind === 'business'
      ? { type: 'business', id: target.business.id }
      : { type: 'individual', id: target.profile.id };
    return record(store, user, wallet, {
      kind: 'package', item: body.type, coins: -price, price_eur: null, target: applied,
      valid_until: store.now() + PACKAGE_DAYS * DAY_MS, package: body.type,
    }, body.request_id, MOCK_MESSAGES.packageActivated);
  },

  listPurchases: ({ query, user, store }) => {
    const filter = query.profile_id !== undefined || query.business_id !== undefined ? packageTargetFor(store, user, query) : null;
    const applied = filter && (filter.kind === 'business' ? { type: 'business', id: filter.business.id } : { type: 'individual', id: filter.profile.id });
    const mine = store.purchases.filter((p) => p.user_id === user.id
      && (!applied || (p.target.type === applied.type && p.target.id === applied.id)));
    return { data: mine.sort((a, b) => b.created_at - a.created_at || b.id - a.id).map(toPurchase) };
  },
} satisfies ImplsOf<'payments'>;
