import { beforeEach, describe, expect, it } from 'vitest';
import { LOVECOINS_PACKAGES, PACKAGE_PRICES_COINS } from '../../../schemas';
import { ApiError } from '../../../sdk/client';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
import { confirmedOf } from '../../../sdk/payments/quote';
import { buyQuoted, clientAs, startMockServer } from '../mocks/helpers';

/** What the commerce flow does not cover: the same request arriving twice at once (a retry racing the original). */
startMockServer();
beforeEach(() => {
  resetStore();
});

describe('no double charge against the mock', () => {
  it('charges once when the same request id arrives twice at the same time', async () => {
    const model = clientAs(DEMO_ACCOUNTS.model.token);
    const start = (await model.session.getBalance()).data.balance;
    const historyBefore = (await model.payments.purchases()).data.length;
    const requestId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const quote = (await model.payments.currentPackage()).data.quotes.find((q) => q.type === 'TOP');
    if (!quote) throw new Error('no TOP quote');
    // A retry sends the very same request: same id, same confirmed figures.
    const body = { type: 'TOP' as const, request_id: requestId, confirmed: confirmedOf(quote) };
    const [first, second] = await Promise.all([model.payments.buyPackage(body), model.payments.buyPackage(body)]);
    const after = start - PACKAGE_PRICES_COINS.individual.TOP;
    expect(first.data.purchase.id).toBe(second.data.purchase.id);
    expect((await model.session.getBalance()).data.balance).toBe(after);
    expect((await model.payments.purchases()).data).toHaveLength(historyBefore + 1);
  });

  it('charges twice for two different request ids (two real purchases)', async () => {
    const model = clientAs(DEMO_ACCOUNTS.model.token);
    const start = (await model.session.getBalance()).data.balance;
    await buyQuoted(model, { type: 'TOP', request_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302' });
    await buyQuoted(model, { type: 'TOP', request_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3303' });
    expect((await model.session.getBalance()).data.balance).toBe(start - 2 * PACKAGE_PRICES_COINS.individual.TOP);
  });
});

describe('request ids are scoped per operation and bound to their request', () => {
  it('a package purchase reusing a LoveCoins request id buys the package, and the reverse starts a checkout', async () => {
    const model = clientAs(DEMO_ACCOUNTS.model.token);
    const start = (await model.session.getBalance()).data.balance;
    const shared = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const checkout = await model.payments.buyLoveCoins({ package_id: LOVECOINS_PACKAGES[0].id, request_id: shared });
    const top = await buyQuoted(model, { type: 'TOP', request_id: shared });
    expect(top.data.purchase.kind).toBe('package');
    expect(top.data.purchase.id).not.toBe(checkout.data.purchase.id);
    expect((await model.session.getBalance()).data.balance).toBe(start - PACKAGE_PRICES_COINS.individual.TOP);

    const other = 'a8098c1a-f86e-41d3-8b2a-7b5b9a1e5f01';
    await buyQuoted(model, { type: 'VIP', request_id: other });
    const coins = await model.payments.buyLoveCoins({ package_id: LOVECOINS_PACKAGES[0].id, request_id: other });
    expect(coins.data.purchase.kind).toBe('lovecoins');
    expect(coins.data.payment_url).toMatch(/\/api\/mock-pay\//);
  });

  it('the same request id with another body answers 422 on request_id and buys nothing', async () => {
    const model = clientAs(DEMO_ACCOUNTS.model.token);
    const id = '16fd2706-8baf-433b-82eb-8c7fada847da';
    await model.payments.buyLoveCoins({ package_id: LOVECOINS_PACKAGES[0].id, request_id: id });
    const historyBefore = (await model.payments.purchases()).data.length;
    const refused = await model.payments.buyLoveCoins({ package_id: LOVECOINS_PACKAGES[1].id, request_id: id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldErrors).toHaveProperty('request_id');
    expect((await model.payments.purchases()).data).toHaveLength(historyBefore);
  });
});
