import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('buying LoveCoins', () => {
  it('shows the balance, and a purchase adds the coins to it and to the history', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    await user().click(buyButton('advantageous start'));
    expect(await screen.findByText(`${starter.coins} LoveCoins added to your balance.`)).toBeDefined();
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins + starter.coins} LoveCoins`));
    expect(getStore().balance(wallet)).toBe(business.coins + starter.coins);
    expect(sent).toHaveLength(1);
    const rows = within(screen.getByRole('table', { name: 'Purchase history' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('advantageous start');
    expect(rows[1]!.textContent).toContain(`+${starter.coins}`);
  });

  it('a double click charges once: one request, one credit', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    await user().dblClick(buyButton('most in-demand'));
    await screen.findByText(/added to your balance/);
    expect(sent).toHaveLength(1);
    expect(getStore().balance(wallet)).toBe(business.coins + LOVECOINS_PACKAGES[1].coins);
  });

  it('every buy button is disabled while a purchase is pending', async () => {
    setScenarios('slow:200');
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'), { timeout: 3000 });
    await user().click(buyButton('maximum'));
    for (const pack of ['advantageous start', 'most in-demand', 'maximum']) expect(buyButton(pack).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Processing your payment…')).toBeDefined();
    await screen.findByText(/added to your balance/, undefined, { timeout: 3000 });
    expect(buyButton('maximum').hasAttribute('disabled')).toBe(false);
  });

  it('payment unavailable (503): the §8 message addressed to the advertiser, nothing charged, nothing recorded', async () => {
    setScenarios('payment-unavailable');
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    const before = getStore().purchases.length;
    await user().click(buyButton('advantageous start'));
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

  it('an answer lost after the server charged: the client retries with the same id and is charged once', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token, losingAnswers(1)));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    await user().click(buyButton('advantageous start'));
    expect(await screen.findByText(`${starter.coins} LoveCoins added to your balance.`)).toBeDefined();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body.request_id).toBe(sent[1]!.body.request_id);
    expect(getStore().balance(wallet)).toBe(business.coins + starter.coins);
  });

  it('“Try again” after every attempt lost its answer re-sends the same id: still one charge', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token, losingAnswers(2)));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    await user().click(buyButton('advantageous start'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No connection');
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${starter.coins} LoveCoins added to your balance.`)).toBeDefined();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body.request_id)).size).toBe(1);
    expect(getStore().balance(wallet)).toBe(business.coins + starter.coins);
  });

  it('a second purchase after a success is a new intent with a fresh id, charged again', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('1200 LoveCoins'));
    await user().click(buyButton('advantageous start'));
    await screen.findByText(/added to your balance/);
    await waitFor(() => expect(buyButton('advantageous start').hasAttribute('disabled')).toBe(false));
    await user().click(buyButton('advantageous start'));
    await waitFor(() => expect(getStore().balance(wallet)).toBe(business.coins + 2 * starter.coins));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body.request_id).not.toBe(sent[1]!.body.request_id);
  });
});
