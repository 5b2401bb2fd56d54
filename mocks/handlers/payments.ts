import { LOVECOINS_PACKAGES } from '../../schemas';
import type { CurrentPackage, PackageType, Purchase } from '../../schemas';
import { quotePackage, quotesFor } from '../../sdk/payments/quote';
import type { HeldPackage } from '../../sdk/payments/quote';
import { routePath } from '../../sdk/routes';
import type { MockStore } from '../store/store';
import type { PurchaseRecord, UserRecord, WalletOwner } from '../store/types';
import { iso, isoOrNull } from '../store/views/common';
import { fieldError, paymentRequired } from './errors';
import { MOCK_MESSAGES } from './messages';
import { expireIfStale, mockPaymentProvider, orderOf } from './payment-provider';
import { packageTargetFor, walletOf, type PackageTarget } from './wallets';
import type { ImplsOf, ResponseOf } from './types';

/**
 * LoveCoins and TOP/VIP packages. Both purchases are idempotent by request_id: the same id
 * answers the first result again and is charged once. A refused purchase (402) is not kept, so
 * the same id may be tried again after topping up. LoveCoins are bought with money: the purchase
 * starts pending and the payment provider (payment-provider.ts) settles it, or it expires. TOP/VIP follow
 * quotePackage (sdk), the rule the confirmation step shows: an extension adds its days after the
 * running end; a switch starts now and credits the unused days of the running package.
 */

export function toPurchase(p: PurchaseRecord): Purchase {
  return {
    id: p.id, kind: p.kind, item: p.item, coins: p.coins, status: p.status, credit: p.credit, price_eur: p.price_eur,
    target: p.target, created_at: iso(p.created_at), valid_from: isoOrNull(p.valid_from), valid_until: isoOrNull(p.valid_until),
  };
}

type PurchaseAnswer = ResponseOf<'buyPackage'>;
type CheckoutAnswer = ResponseOf<'buyLoveCoins'>;

/** The stored answer of an earlier call with the same request id, if any. */
function replay<A>(store: MockStore, user: UserRecord, requestId: string): A | null {
  const earlier = store.payments.get(requestId);
  if (!earlier) return null;
  if (earlier.user_id !== user.id) throw fieldError('request_id', 'The request id has already been used.');
  return earlier.body as A;
}

function requireTarget(store: MockStore, user: UserRecord, body: { profile_id?: number; business_id?: number }): PackageTarget {
  const target = packageTargetFor(store, user, body);
  if (!target) throw fieldError('profile_id', MOCK_MESSAGES.needsProfile);
  return target;
}

const appliedTo = (target: PackageTarget): WalletOwner => (target.kind === 'business'
  ? { type: 'business', id: target.business.id }
  : { type: 'individual', id: target.profile.id });

function save(store: MockStore, user: UserRecord, purchase: Omit<PurchaseRecord, 'id' | 'user_id' | 'created_at'>): PurchaseRecord {
  const saved: PurchaseRecord = { id: store.nextId('purchase'), user_id: user.id, created_at: store.now(), ...purchase };
  store.purchases.push(saved);
  return saved;
}

/** The package `applied` holds now: its newest paid package purchase still running. */
export function heldPackage(
  store: MockStore, applied: WalletOwner, flags: { is_top: boolean; is_vip: boolean },
): HeldPackage & { valid_from: number | null; valid_until: number | null } {
  const now = store.now();
  const running = store.purchases
    .filter((p) => p.kind === 'package' && p.status === 'paid' && p.target.type === applied.type && p.target.id === applied.id
      && p.valid_until !== null && p.valid_until > now)
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
  if (running?.package) {
    return { type: running.package, valid_from: running.valid_from, valid_until: running.valid_until, paid_coins: running.credit - running.coins };
  }
  // A flag set without a purchase (the seeded population): held, with no known end and nothing paid.
  const flagged: PackageType | null = flags.is_vip ? 'VIP' : flags.is_top ? 'TOP' : null;
  return { type: flagged, valid_from: null, valid_until: null, paid_coins: 0 };
}

const flagsOf = (target: PackageTarget) => (target.kind === 'business' ? target.business : target.profile);

export const paymentImpls = {
  buyLoveCoins: ({ body, user, store }) => {
    const earlier = replay<CheckoutAnswer>(store, user, body.request_id);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    const wallet = walletOf(user, target);
    const pack = LOVECOINS_PACKAGES.find((p) => p.id === body.package_id);
    if (!pack) throw fieldError('package_id', MOCK_MESSAGES.invalidOption);
    const saved = save(store, user, {
      kind: 'lovecoins', item: pack.id, coins: pack.coins, price_eur: pack.price_eur, target: wallet, status: 'pending', credit: 0,
      valid_from: null, valid_until: null,
      return_path: body.return_path ?? routePath(wallet.type === 'business' ? 'business-payments' : 'profile-payments'),
    });
    const answer: CheckoutAnswer = {
      message: MOCK_MESSAGES.checkoutStarted,
      data: {
        wallet: { balance: store.balance(wallet), owner: wallet }, purchase: toPurchase(saved),
        payment_url: mockPaymentProvider.checkoutUrl(orderOf(saved)),
      },
    };
    store.payments.set(body.request_id, { user_id: user.id, body: answer });
    return answer;
  },

  buyPackage: ({ body, user, store }) => {
    const earlier = replay<PurchaseAnswer>(store, user, body.request_id);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    const wallet = walletOf(user, target);
    const applied = appliedTo(target);
    const quote = quotePackage(applied.type, heldPackage(store, applied, flagsOf(target)), body.type, store.now());
    const balance = store.balance(wallet);
    if (balance < quote.charge) throw paymentRequired();
    store.setBalance(wallet, balance - quote.charge);
    const flags = flagsOf(target);
    flags.is_vip = body.type === 'VIP';
    flags.is_top = body.type === 'TOP';
    if (target.kind === 'business') store.saveBusiness(target.business);
    else store.saveProfile(target.profile);
    const saved = save(store, user, {
      kind: 'package', item: body.type, coins: -quote.charge, price_eur: null, target: applied, status: 'paid',
      credit: quote.credit, valid_from: quote.validFrom, valid_until: quote.validUntil, package: body.type,
    });
    const answer: PurchaseAnswer = {
      message: MOCK_MESSAGES.packageActivated,
      data: { wallet: { balance: store.balance(wallet), owner: wallet }, purchase: toPurchase(saved) },
    };
    store.payments.set(body.request_id, { user_id: user.id, body: answer });
    return answer;
  },

  getCurrentPackage: ({ query, user, store }) => {
    const target = requireTarget(store, user, query);
    const applied = appliedTo(target);
    const held = heldPackage(store, applied, flagsOf(target));
    const data: CurrentPackage = {
      type: held.type, valid_from: isoOrNull(held.valid_from), valid_until: isoOrNull(held.valid_until),
      paid_coins: held.paid_coins, quotes: quotesFor(applied.type, held, store.now()),
    };
    return { data };
  },

  listPurchases: ({ query, user, store }) => {
    const filter = query.profile_id !== undefined || query.business_id !== undefined ? packageTargetFor(store, user, query) : null;
    const applied = filter && appliedTo(filter);
    const mine = store.purchases.filter((p) => p.user_id === user.id
      && (!applied || (p.target.type === applied.type && p.target.id === applied.id)));
    return { data: mine.sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((p) => toPurchase(expireIfStale(store, p))) };
  },
} satisfies ImplsOf<'payments'>;
