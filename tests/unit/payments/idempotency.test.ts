import { beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_PRICES_COINS } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
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
    const [first, second] = await Promise.all([
      buyQuoted(model, { type: 'TOP', request_id: requestId }),
      buyQuoted(model, { type: 'TOP', request_id: requestId }),
    ]);
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
