import { describe, expect, it } from 'vitest';
import { LOCALES, LOVECOINS_PACKAGES, PACKAGE_PRICES_COINS } from '../../../schemas/constants';
import { createI18n } from '@portal/sdk/i18n';
import { audienceOf, balanceTargetOf } from '@portal/components/features/payments/balance-target';
import { balanceAfter, benefitKeys, canAfford, currentPackage, packageChoice, packageCovering, packagePrice, shortfall } from '../../../sdk/payments/packages';
import { isRetryablePurchaseError, nextIntent, settleIntent } from '@portal/components/features/payments/intent';
import type { PurchaseIntent } from '@portal/components/features/payments/intent';
import { ApiError, InsufficientBalanceError, NetworkError, PaymentUnavailableError } from '../../../sdk/client';

describe('§6 package benefits', () => {
  /** What the package picker shows in English, in the spec's order (§6 "Package benefits"). */
  const SHOWN_IN_ENGLISH = {
    individual: {
      TOP: ['Profile creation and account management', 'Higher place in the list and in search', 'Technical support', 'TOP badge'],
      VIP: ['Maximum visibility', 'Personal manager', 'Ad in the hot blog news section', 'VIP badge'],
    },
    business: {
      TOP: ['Priority placement in the company listing', 'TOP badge'],
      VIP: ['Everything in TOP', 'Exclusive placement in the top search blocks', 'Banner placement', 'Personal manager', 'Ad in the hot blog news', 'VIP badge'],
    },
  } as const;
  const PACKAGES = (['individual', 'business'] as const).flatMap((audience) => (['TOP', 'VIP'] as const).map((type) => [audience, type] as const));

  it('shows the spec’s benefits per audience and package, in its order', async () => {
    const i18n = await createI18n('en', { sections: ['payments'] });
    for (const [audience, type] of PACKAGES) expect(benefitKeys(audience, type).map((key) => i18n.t(key)), `${audience} ${type}`).toEqual(SHOWN_IN_ENGLISH[audience][type]);
  });

  it('shows each benefit in every language, as a text of its own (never the key)', async () => {
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale, { sections: ['payments'] });
      for (const [audience, type] of PACKAGES) {
        for (const key of benefitKeys(audience, type)) expect(i18n.exists(key) && i18n.t(key) !== key, `${locale} ${key}`).toBe(true);
      }
    }
  });
  it('prices come from the constants', () => {
    expect(packagePrice('individual', 'VIP')).toBe(PACKAGE_PRICES_COINS.individual.VIP);
    expect(packagePrice('business', 'TOP')).toBe(PACKAGE_PRICES_COINS.business.TOP);
  });
});

describe('package switch', () => {
  it('reads the current package, VIP winning', () => {
    expect(currentPackage({ is_top: true, is_vip: true })).toBe('VIP');
    expect(currentPackage({ is_top: true })).toBe('TOP');
    expect(currentPackage(null)).toBeNull();
  });
  it('tells a first package, an extension and a switch apart', () => {
    expect(packageChoice(null, 'VIP')).toEqual({ kind: 'new' });
    expect(packageChoice('TOP', 'TOP')).toEqual({ kind: 'extend' });
    expect(packageChoice('TOP', 'VIP')).toEqual({ kind: 'switch', from: 'TOP', to: 'VIP' });
    expect(packageChoice('VIP', 'TOP')).toEqual({ kind: 'switch', from: 'VIP', to: 'TOP' });
  });
});

describe('balance arithmetic', () => {
  it('never allows a purchase without enough coins', () => {
    expect(canAfford(800, 800)).toBe(true);
    expect(canAfford(799, 800)).toBe(false);
    expect(canAfford(undefined, 1)).toBe(false);
    expect(canAfford(Number.NaN, 0)).toBe(false);
    expect(() => balanceAfter(100, 300)).toThrow(RangeError);
    expect(balanceAfter(1200, 800)).toBe(400);
  });
  it('says how many coins are missing and which package covers them', () => {
    expect(shortfall(100, 300)).toBe(200);
    expect(shortfall(500, 300)).toBe(0);
    expect(shortfall(-5, 300)).toBe(300);
    expect(shortfall(null, 300)).toBe(300);
    expect(packageCovering(50).id).toBe('starter');
    expect(packageCovering(200).id).toBe('most_in_demand');
    expect(packageCovering(99_999).id).toBe(LOVECOINS_PACKAGES[LOVECOINS_PACKAGES.length - 1]!.id);
  });
  it('a purchase after a top-up with the smallest covering package always succeeds', () => {
    for (const audience of ['individual', 'business'] as const) {
      for (const type of ['TOP', 'VIP'] as const) {
        for (const balance of [0, 1, 99, 299, 799]) {
          const price = packagePrice(audience, type);
          const missing = shortfall(balance, price);
          if (missing === 0) continue;
          let topped = balance;
          while (!canAfford(topped, price)) topped += packageCovering(shortfall(topped, price)).coins;
          expect(balanceAfter(topped, price)).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('purchase intents (no double charge)', () => {
  let n = 0;
  const makeId = () => `id-${++n}`;

  it('ignores a second click while the first purchase is pending', () => {
    const first = nextIntent(null, 'lovecoins:starter', makeId)!;
    expect(first.state).toBe('pending');
    expect(nextIntent(first, 'lovecoins:starter', makeId)).toBeNull();
    expect(nextIntent(first, 'lovecoins:maximum', makeId)).toBeNull();
  });

  it('keeps the request id when the same purchase is retried after a retryable failure', () => {
    const first = nextIntent(null, 'package:VIP', makeId)!;
    const failed = settleIntent(first, new NetworkError());
    expect(failed.state).toBe('retryable');
    const retry = nextIntent(failed, 'package:VIP', makeId)!;
    expect(retry.requestId).toBe(first.requestId);
    // Payment unavailable (503) and 402: the server kept nothing, the same id is safe and reusable.
    expect(settleIntent(retry, new PaymentUnavailableError()).state).toBe('retryable');
    expect(settleIntent(retry, new InsufficientBalanceError(undefined)).state).toBe('retryable');
  });

  it('starts a fresh id after a success, a refusal or another choice', () => {
    const first = nextIntent(null, 'package:VIP', makeId)!;
    const done = settleIntent(first, null);
    expect(nextIntent(done, 'package:VIP', makeId)!.requestId).not.toBe(first.requestId);
    const refused = settleIntent(first, new ApiError(422, { message: 'bad' }));
    expect(refused.state).toBe('closed');
    const failed = settleIntent(first, new NetworkError());
    expect(nextIntent(failed, 'package:TOP', makeId)!.requestId).not.toBe(first.requestId);
  });

  it('classifies failures by whether the server may have charged or will take the id again', () => {
    expect(isRetryablePurchaseError(new ApiError(500, null))).toBe(true);
    expect(isRetryablePurchaseError(new ApiError(409, null))).toBe(true);
    expect(isRetryablePurchaseError(new ApiError(401, null))).toBe(false);
    expect(isRetryablePurchaseError(new ApiError(403, null))).toBe(false);
    expect(isRetryablePurchaseError(new TypeError('x'))).toBe(true);
  });

  it('never reuses an id across intents (property over random click sequences)', () => {
    let intent: PurchaseIntent | null = null;
    const used = new Map<string, string>();
    const outcomes = [null, new NetworkError(), new ApiError(422, null), new PaymentUnavailableError()];
    for (let i = 0; i < 500; i++) {
      const key = ['a', 'b'][i % 3 === 0 ? 1 : 0]!;
      const next: PurchaseIntent | null = nextIntent(intent, key, makeId);
      if (!next) continue;
      // An id stands for one item only: a retry never turns into buying something else.
      expect(used.get(next.requestId) ?? key).toBe(key);
      used.set(next.requestId, key);
      intent = settleIntent(next, outcomes[(i * 7) % outcomes.length]);
    }
  });
});

describe('whose balance', () => {
  it('a business pays from the business wallet, a model from her profile', () => {
    expect(balanceTargetOf({ role: 'BUSSINESS', business_id: 1, profile_id: null })).toEqual({ business_id: 1 });
    expect(balanceTargetOf({ role: 'INDIVIDUAL', business_id: null, profile_id: 7 })).toEqual({ profile_id: 7 });
    expect(balanceTargetOf({ role: 'MEMBER', business_id: null, profile_id: null })).toEqual({});
    expect(balanceTargetOf(null)).toEqual({});
  });
  it('a model of a business buys individual packages, the business page business ones', () => {
    expect(audienceOf({ business_id: 1 })).toBe('business');
    expect(audienceOf({ profile_id: 5 })).toBe('individual');
    expect(audienceOf({ profile_id: 5, business_id: 1 })).toBe('individual');
  });
});
