import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockPaymentProvider } from '../../../mocks/handlers/payment-provider';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore } from '../../../mocks/store';
import { LOVECOINS_PACKAGES, PENDING_PAYMENT_EXPIRY_MINUTES } from '../../../schemas/constants';
import { paymentReturnUrl, readPaymentReturn } from '../../../sdk/payments/provider';
import { call, clientAs, startMockServer } from '../mocks/helpers';

startMockServer();
const model = DEMO_ACCOUNTS.model;
const wallet = { type: 'individual', id: model.profileId } as const;
const [starter, mostInDemand] = LOVECOINS_PACKAGES;
const MINUTE = 60_000;
const order = { purchaseId: 12, amountEur: 10, description: '100 LoveCoins', returnPath: '/de/profile/payments?tab=coins', checkoutKey: 'k3y' };

describe('the PaymentProvider seam', () => {
  it('a return URL keeps the page and its query and adds the purchase and outcome, which the return page reads back', () => {
    const url = paymentReturnUrl(order.returnPath, 12, 'failure');
    expect(url).toBe('/de/profile/payments?tab=coins&purchase=12&payment=failure');
    expect(readPaymentReturn(new URL(url, 'http://site.test').searchParams)).toEqual({ purchaseId: 12, outcome: 'failure' });
  });

  it('anything else is not a return', () => {
    for (const query of ['', 'purchase=12', 'purchase=x&payment=success', 'purchase=12&payment=refund', 'purchase=-1&payment=cancel']) {
      expect(readPaymentReturn(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("the mock's provider sends the payer to its own page and back to the order's return path", () => {
    expect(mockPaymentProvider.checkoutUrl(order)).toBe('/api/mock-pay/12/k3y');
    expect(mockPaymentProvider.returnUrl(order, 'cancel')).toBe(paymentReturnUrl(order.returnPath, 12, 'cancel'));
  });
});

describe("the mock provider's page", () => {
  const start = async (packageId: (typeof LOVECOINS_PACKAGES)[number]['id']) =>
    clientAs(model.token).payments.buyLoveCoins({ package_id: packageId, return_path: '/profile/payments' });
  const answer = (url: string, outcome: string) => call(`${url}/${outcome}`, { redirect: 'manual' });

  it('shows the amount and the three choices while the payment is pending', async () => {
    const started = await start(mostInDemand.id);
    const page = await call(started.data.payment_url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(`<a href="${started.data.payment_url}/success">Pay EUR ${mostInDemand.price_eur.toFixed(2)}</a>`);
    expect(page.body).toContain('Decline (card refused)');
    expect(page.body).toContain('Cancel and return');
  });

  it('success: paid, the coins credited once, back to the return page', async () => {
    const before = getStore().balance(wallet);
    const started = await start(starter.id);
    const id = started.data.purchase.id;
    const paid = await answer(started.data.payment_url, 'success');
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `/profile/payments?purchase=${id}&payment=success`]);
    expect(getStore().balance(wallet)).toBe(before + starter.coins);
    // Answering again (a reload of the provider's page) changes nothing.
    await answer(started.data.payment_url, 'success');
    expect(getStore().balance(wallet)).toBe(before + starter.coins);
    const history = (await clientAs(model.token).payments.purchases()).data;
    expect(history.find((p) => p.id === id)?.status).toBe('paid');
  });

  it.each([['failure', 'failed'], ['cancel', 'cancelled']] as const)('%s: %s, nothing credited', async (outcome, status) => {
    const before = getStore().balance(wallet);
    const started = await start(starter.id);
    const back = await answer(started.data.payment_url, outcome);
    expect(back.headers.get('location')).toContain(`payment=${outcome}`);
    expect(getStore().balance(wallet)).toBe(before);
    const history = (await clientAs(model.token).payments.purchases()).data;
    expect(history.find((p) => p.id === started.data.purchase.id)?.status).toBe(status);
  });

  it(`a payment left at the provider for ${PENDING_PAYMENT_EXPIRY_MINUTES} minutes expires: the provider can no longer settle it`, async () => {
    const before = getStore().balance(wallet);
    const started = await start(starter.id);
    const id = started.data.purchase.id;
    const statusOf = async () => (await clientAs(model.token).payments.purchases()).data.find((p) => p.id === id)?.status;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PENDING_PAYMENT_EXPIRY_MINUTES - 1) * MINUTE });
    try {
      expect(await statusOf()).toBe('pending');
      vi.setSystemTime(Date.now() + MINUTE);
      expect(await statusOf()).toBe('expired');
      const page = await call(started.data.payment_url);
      expect(page.body).toContain('This payment is expired.');
      expect(page.body).not.toContain('/success">Pay');
      // The payer pays anyway on a page left open: nothing is credited, it stays expired.
      await answer(started.data.payment_url, 'success');
      expect(getStore().balance(wallet)).toBe(before);
      expect(await statusOf()).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an unknown outcome or purchase', async () => {
    const started = await start(starter.id);
    expect((await answer(started.data.payment_url, 'refund')).status).toBe(422);
    expect((await call('/api/mock-pay/99999')).status).toBe(404);
  });

  it('settles nothing for an address without the checkout key: a guessed purchase number is an unknown payment', async () => {
    const before = getStore().balance(wallet);
    const started = await start(starter.id);
    const id = started.data.purchase.id;
    for (const guessed of [`/api/mock-pay/${id}`, `/api/mock-pay/${id}/success`, `/api/mock-pay/${id}/not-the-key`, `/api/mock-pay/${id}/not-the-key/success`]) {
      expect((await call(guessed, { redirect: 'manual' })).status, guessed).toBe(404);
    }
    expect(getStore().balance(wallet)).toBe(before);
    const history = (await clientAs(model.token).payments.purchases()).data;
    expect(history.find((p) => p.id === id)?.status).toBe('pending');
  });
});

describe('the documentation says what the mock does', () => {
  it(`the open limits (docs/decisions/open-limits.md) give pending payments one story: they expire after PENDING_PAYMENT_EXPIRY_MINUTES (${PENDING_PAYMENT_EXPIRY_MINUTES}) minutes`, () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../docs/decisions/open-limits.md'), 'utf8');
    expect(readme).not.toMatch(/no expiry/i);
    const lines = readme.split('\n').filter((line) => /pending payment/i.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line, line.slice(0, 80)).toMatch(new RegExp(`PENDING_PAYMENT_EXPIRY_MINUTES.{0,40}${PENDING_PAYMENT_EXPIRY_MINUTES}`));
  });
});
