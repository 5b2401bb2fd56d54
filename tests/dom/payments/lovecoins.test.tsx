import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settlePurchase } from '../../../mocks/handlers/payment-provider';
import { DEMO_ACCOUNTS, getStore, setScenarios } from '../../../mocks/node';
import { API_MESSAGES, LOVECOINS_PACKAGES } from '../../../schemas/constants';
import { Wallet } from './Wallet';
import { losingAnswers, makeClient, recordPurchases, renderWithApi, startMockBackend } from './harness';

startMockBackend();
const business = DEMO_ACCOUNTS.business;
const target = { business_id: business.businessId };
const wallet = { type: 'business', id: business.businessId } as const;
const user = () => userEvent.setup({ delay: null });
const starter = LOVECOINS_PACKAGES[0];
const balanceShown = () => screen.getByText('My balance').parentElement!;
const buyButton = (name: string) => screen.getByRole('button', { name: `Buy ${name}` });
const toPayment = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
  await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
};
const redirecting = 'Taking you to the payment page…';
const pendingCoins = () => getStore().purchases.filter((p) => p.kind === 'lovecoins' && p.status === 'pending');

describe('buying LoveCoins', () => {
  it('a confirmed purchase is pending until the provider reports it paid; only then are the coins added', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('advantageous start'));
    await toPayment();
    expect(await screen.findByText(redirecting)).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(getStore().balance(wallet)).toBe(business.coins);
    const rows = () => within(screen.getByRole('table', { name: 'Purchase history' })).getAllByRole('row');
    await waitFor(() => expect(rows()[1]!.textContent).toContain('Pending'));
    expect(rows()[1]!.textContent).toContain('advantageous start');
    settlePurchase(getStore(), pendingCoins()[0]!, 'success');
    expect(getStore().balance(wallet)).toBe(business.coins + starter.coins);
  });

  it('cancelling the confirmation sends nothing and leaves the balance as it was', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('maximum'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
    expect(getStore().balance(wallet)).toBe(business.coins);
  });

  it('a double click on the confirmation starts one payment: one request, one pending purchase', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('most in-demand'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await user().dblClick(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText(redirecting);
    expect(sent).toHaveLength(1);
    expect(pendingCoins().map((p) => p.item)).toEqual([LOVECOINS_PACKAGES[1].id]);
  });

  it('every buy button is disabled while a purchase is pending', async () => {
    setScenarios('slow:200');
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`), { timeout: 3000 });
    await user().click(buyButton('maximum'));
    await toPayment();
    for (const pack of ['advantageous start', 'most in-demand', 'maximum']) expect(buyButton(pack).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Processing your payment…')).toBeDefined();
    await screen.findByText(redirecting, undefined, { timeout: 3000 });
    expect(buyButton('maximum').hasAttribute('disabled')).toBe(false);
  });

  it('payment unavailable (503): the §8 message addressed to the advertiser, nothing charged, nothing recorded', async () => {
    setScenarios('payment-unavailable');
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    const before = getStore().purchases.length;
    await user().click(buyButton('advantageous start'));
    await toPayment();
    // The spec's text says "the user"; the advertiser reads it addressed to them.
    expect(await screen.findByText(
      'Online payment is temporarily unavailable. Specialists will contact you to confirm and give you the payment details',
    )).toBeDefined();
    expect(screen.queryByText(API_MESSAGES.paymentUnavailable)).toBeNull();
    expect(screen.getByText('Nothing has been charged.')).toBeDefined();
    expect(getStore().balance(wallet)).toBe(business.coins);
    expect(getStore().purchases.length).toBe(before);
    // The client's one retry of a 503 re-sent the same request id.
    expect(new Set(sent.map((s) => s.body.request_id)).size).toBe(1);
  });

  it('an answer lost after the server started the payment: the client retries with the same id, one payment', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token, losingAnswers(1)));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('advantageous start'));
    await toPayment();
    expect(await screen.findByText(redirecting)).toBeDefined();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body.request_id).toBe(sent[1]!.body.request_id);
    expect(pendingCoins()).toHaveLength(1);
  });

  it('“Try again” after every attempt lost its answer re-sends the same id: still one charge', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token, losingAnswers(2)));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('advantageous start'));
    await toPayment();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No connection');
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(redirecting)).toBeDefined();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body.request_id)).size).toBe(1);
    expect(pendingCoins()).toHaveLength(1);
  });

  it('a second purchase after a started one is a new intent with a fresh id, a second payment', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await user().click(buyButton('advantageous start'));
    await toPayment();
    await screen.findByText(redirecting);
    await waitFor(() => expect(buyButton('advantageous start').hasAttribute('disabled')).toBe(false));
    await user().click(buyButton('advantageous start'));
    await toPayment();
    await waitFor(() => expect(pendingCoins()).toHaveLength(2));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body.request_id).not.toBe(sent[1]!.body.request_id);
  });
});
