import { LOVECOINS_PACKAGES, PACKAGE_CONFLICTS } from '../../schemas';
import type { CurrentPackage, PackageType, Purchase } from '../../schemas';
import { quotePackage, quotesFor, stillConfirmed, toWireQuote } from '../../sdk/payments/quote';
import type { HeldPackage } from '../../sdk/payments/quote';
import { routePath } from '../../sdk/routes';
import type { MockStore } from '../store/store';
import type { PurchaseRecord, UserRecord, WalletOwner } from '../store/types';
import { isPublicProfile } from '../store/profile-index';
import { isPublicBusiness } from '../store/views/business';
import { iso, isoOrNull } from '../store/views/common';
import { conflict, fieldError, paymentRequired } from './errors';
import { MOCK_MESSAGES } from './messages';
import { expireIfStale, mockPaymentProvider, orderOf } from './payment-provider';
import { packageTargetFor, walletOf, type PackageTarget } from './wallets';
import type { ImplsOf, ResponseOf } from './types';

/**
 * LoveCoins and TOP/VIP packages. Both purchases are idempotent by request_id, each operation with
 * its own ids: the same id and body answer the first result again and are charged once; the same
 * id with another body is refused with 422. A refused purchase (402) is not kept, so
 * the same id may be tried again after topping up. LoveCoins are bought with money: the purchase
 * starts pending and the payment provider (payment-provider.ts) settles it, or it expires. TOP/VIP follow
 * quotePackage (sdk), the rule the confirmation step shows: an extension adds its days after the
 * running end; a switch starts now, ends the running package there and credits its unused days.
 * A purchase carries the figures the payer confirmed: when the quote made now differs, nothing is
 * bought and the answer is 409 with the new quote (docs/decisions/package-purchase.md). Only what
 * visitors can see is promoted (409 `not_promotable` otherwise).
 */

/** The name of what a purchase applied to (the history says for whom), as it is now. */
function targetName(store: MockStore, target: WalletOwner): string | undefined {
  return target.type === 'business' ? store.businesses.get(target.id)?.name : store.profiles.get(target.id)?.form.name;
}

export function toPurchase(p: PurchaseRecord, store: MockStore): Purchase {
  const name = targetName(store, p.target);
  return {
    id: p.id, kind: p.kind, item: p.item, coins: p.coins, status: p.status, credit: p.credit, price_eur: p.price_eur,
    target: { ...p.target, ...(name ? { name } : {}) }, created_at: iso(p.created_at), valid_from: isoOrNull(p.valid_from),
    valid_until: isoOrNull(p.valid_until), ended_at: isoOrNull(p.ended_at ?? null),
  };
}

type PurchaseAnswer = ResponseOf<'buyPackage'>;
type CheckoutAnswer = ResponseOf<'buyLoveCoins'>;

type IdempotentOperation = 'buyLoveCoins' | 'buyPackage';

/** The body's JSON with its keys sorted: two sends of the same request compare equal. */
function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${fingerprint((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The stored answer of an earlier call of `operation` with the same request id and body, if any.
 * Ids are scoped per operation (a package purchase never answers a LoveCoins record); an id used
 * by another account or with another body is refused with 422, as the contract says.
 */
function replay<A>(store: MockStore, user: UserRecord, operation: IdempotentOperation, body: { request_id: string }): A | null {
  const earlier = store.payments.get(`${operation}:${body.request_id}`);
  if (!earlier) return null;
  if (earlier.user_id !== user.id) throw fieldError('request_id', MOCK_MESSAGES.requestIdUsed);
  if (earlier.request !== fingerprint(body)) throw fieldError('request_id', MOCK_MESSAGES.requestIdOtherBody);
  return earlier.body as A;
}

function remember(store: MockStore, user: UserRecord, operation: IdempotentOperation, body: { request_id: string }, answer: unknown): void {
  store.payments.set(`${operation}:${body.request_id}`, { user_id: user.id, request: fingerprint(body), body: answer });
}

function requireTarget(store: MockStore, user: UserRecord, body: { profile_id?: number; business_id?: number }): PackageTarget {
  const target = packageTargetFor(store, user, body);
  if (!target) throw fieldError('profile_id', MOCK_MESSAGES.needsProfile);
  return target;
}

const appliedTo = (target: PackageTarget): WalletOwner => (target.kind === 'business'
  ? { type: 'business', id: target.business.id }
  : { type: 'individual', id: target.profile.id });

/** Records a purchase made at `at` (a switch passes the instant that also ended the replaced package). */
function save(store: MockStore, user: UserRecord, purchase: Omit<PurchaseRecord, 'id' | 'user_id' | 'created_at'>, at = store.now()): PurchaseRecord {
  const saved: PurchaseRecord = { id: store.nextId('purchase'), user_id: user.id, created_at: at, ...purchase };
  store.purchases.push(saved);
  return saved;
}

/** The paid package purchases of `applied` not over yet (a switch ends them early). */
function runningPackages(store: MockStore, applied: WalletOwner): PurchaseRecord[] {
  const now = store.now();
  return store.purchases.filter((p) => p.kind === 'package' && p.status === 'paid' && p.target.type === applied.type
    && p.target.id === applied.id && p.valid_until !== null && p.valid_until > now && (p.ended_at ?? null) === null);
}

/** Visitors see it: only then is TOP/VIP sold for it. */
const visible = (target: PackageTarget): boolean =>
  (target.kind === 'business' ? isPublicBusiness(target.business) : isPublicProfile(target.profile));

/** The package `applied` holds now: its newest paid package purchase still running. */
export function heldPackage(
  store: MockStore, applied: WalletOwner, flags: { is_top: boolean; is_vip: boolean },
): HeldPackage & { valid_from: number | null; valid_until: number | null } {
  const running = runningPackages(store, applied)
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
  if (running?.package) {
    return { type: running.package, valid_from: running.valid_from, valid_until: running.valid_until, paid_coins: running.credit - running.coins };
  }
  // A flag set without a purchase (the seeded population): held, with no known end and nothing paid.
  const flagged: PackageType | null = flags.is_vip ? 'VIP' : flags.is_top ? 'TOP' : null;
  return { type: flagged, valid_from: null, valid_until: null, paid_coins: 0 };
}

/** GET /api/packages/current's answer (also sent with a 409 when the confirmed quote is stale). */
function currentOf(held: ReturnType<typeof heldPackage>, applied: WalletOwner, now: number): CurrentPackage {
  return {
    type: held.type, valid_from: isoOrNull(held.valid_from), valid_until: isoOrNull(held.valid_until),
    paid_coins: held.paid_coins, quotes: quotesFor(applied.type, held, now),
  };
}

const flagsOf = (target: PackageTarget) => (target.kind === 'business' ? target.business : target.profile);

export const paymentImpls = {
  buyLoveCoins: ({ body, user, store }) => {
    const earlier = replay<CheckoutAnswer>(store, user, 'buyLoveCoins', body);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    const wallet = walletOf(user, target);
    const pack = LOVECOINS_PACKAGES.find((p) => p.id === body.package_id);
    if (!pack) throw fieldError('package_id', MOCK_MESSAGES.invalidOption);
    const saved = save(store, user, {
      kind: 'lovecoins', item: pack.id, coins: pack.coins, price_eur: pack.price_eur, target: wallet, status: 'pending', credit: 0,
      valid_from: null, valid_until: null,
      return_path: body.return_path ?? routePath(wallet.type === 'business' ? 'business-payments' : 'profile-payments'),
      checkout_key: globalThis.crypto.randomUUID(),
    });
    const answer: CheckoutAnswer = {
      message: MOCK_MESSAGES.checkoutStarted,
      data: {
        wallet: { balance: store.balance(wallet), owner: wallet }, purchase: toPurchase(saved, store),
        payment_url: mockPaymentProvider.checkoutUrl(orderOf(saved)),
      },
    };
    remember(store, user, 'buyLoveCoins', body, answer);
    return answer;
  },

  buyPackage: ({ body, user, store }) => {
    const earlier = replay<PurchaseAnswer>(store, user, 'buyPackage', body);
    if (earlier) return earlier;
    const target = requireTarget(store, user, body);
    if (!visible(target)) throw conflict({ ...PACKAGE_CONFLICTS.notPromotable });
    const wallet = walletOf(user, target);
    const applied = appliedTo(target);
    const held = heldPackage(store, applied, flagsOf(target));
    const now = store.now();
    const quote = quotePackage(applied.type, held, body.type, now);
    if (!stillConfirmed(body.confirmed, toWireQuote(body.type, quote))) {
      throw conflict({
        ...PACKAGE_CONFLICTS.quoteChanged,
        data: { current: currentOf(held, applied, now), wallet: { balance: store.balance(wallet), owner: wallet } },
      });
    }
    const balance = store.balance(wallet);
    if (balance < quote.charge) throw paymentRequired();
    store.setBalance(wallet, balance - quote.charge);
    // A switch ends what ran until now (and any extension waiting after it): the history shows when.
    if (quote.choice.kind === 'switch') for (const p of runningPackages(store, applied)) p.ended_at = now;
    const flags = flagsOf(target);
    flags.is_vip = body.type === 'VIP';
    flags.is_top = body.type === 'TOP';
    if (target.kind === 'business') store.saveBusiness(target.business);
    else store.saveProfile(target.profile);
    const saved = save(store, user, {
      kind: 'package', item: body.type, coins: -quote.charge, price_eur: null, target: applied, status: 'paid',
      credit: quote.credit, valid_from: quote.validFrom, valid_until: quote.validUntil, package: body.type,
    }, now);
    const answer: PurchaseAnswer = {
      message: MOCK_MESSAGES.packageActivated,
      data: { wallet: { balance: store.balance(wallet), owner: wallet }, purchase: toPurchase(saved, store) },
    };
    remember(store, user, 'buyPackage', body, answer);
    return answer;
  },

  getCurrentPackage: ({ query, user, store }) => {
    const target = requireTarget(store, user, query);
    const applied = appliedTo(target);
    return { data: currentOf(heldPackage(store, applied, flagsOf(target)), applied, store.now()) };
  },

  listPurchases: ({ query, user, store }) => {
    const filter = query.profile_id !== undefined || query.business_id !== undefined ? packageTargetFor(store, user, query) : null;
    const applied = filter && appliedTo(filter);
    const mine = store.purchases.filter((p) => p.user_id === user.id
      && (!applied || (p.target.type === applied.type && p.target.id === applied.id)));
    return { data: mine.sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((p) => toPurchase(expireIfStale(store, p), store)) };
  },
} satisfies ImplsOf<'payments'>;
