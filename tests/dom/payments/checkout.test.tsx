import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import type { Purchase } from '../../../schemas';
import { PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../../schemas/constants';
import { createI18n } from '@portal/sdk/i18n';
import { PaymentReturnNotice } from '@portal/components/payments';
import { formatDate } from '@portal/components/internal/format';
import { Wallet } from './Wallet';
import { makeClient, recordPurchases, renderWithApi, renderWithI18n, startMockBackend } from './harness';

startMockBackend();
const model = DEMO_ACCOUNTS.model;
const target = { profile_id: model.profileId };
const wallet = { type: 'individual', id: model.profileId } as const;
const user = () => userEvent.setup({ delay: null });
const DAY = 24 * 60 * 60 * 1000;
const TOP = PACKAGE_PRICES_COINS.individual.TOP;
const balanceShown = () => screen.getByText('My balance').parentElement!;
const card = (name: 'TOP' | 'VIP') => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
/** The confirmation's rows as "term → value". */
const rowsOf = (dialog: HTMLElement) => Object.fromEntries(
  within(dialog).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
);
const newestPackage = () => getStore().purchases.filter((p) => p.kind === 'package').at(-1)!;

describe('the confirmation step', () => {
  it('shows what, for whom, the price, the balance before and after and the period with its end; confirming charges exactly that', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="individual" name="Mirela" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${model.coins} LoveCoins`));
    const storeNow = getStore().now();
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    const rows = rowsOf(dialog);
    expect(rows).toMatchObject({
      What: 'TOP package', For: 'Mirela', Price: `${TOP} LoveCoins`,
      'Balance before': `${model.coins} LoveCoins`, 'Balance after': `${model.coins - TOP} LoveCoins`, Period: `${PACKAGE_DAYS} days`,
    });
    // The period starts now by the server's clock and ends PACKAGE_DAYS later.
    expect(rows['Ends on']).toBe(formatDate(new Date(storeNow + PACKAGE_DAYS * DAY).toISOString(), 'en'));
    expect(sent).toHaveLength(0);

    await user().click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByText(/TOP is active until/);
    expect(getStore().balance(wallet)).toBe(model.coins - TOP);
    expect(formatDate(new Date(newestPackage().valid_until!).toISOString(), 'en')).toBe(rows['Ends on']);
  });

  it('Cancel (and Escape) close it without sending anything: the balance stays', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={target} audience="individual" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${model.coins} LoveCoins`));
    await user().click(within(card('VIP')).getByRole('button', { name: 'Buy VIP' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    await screen.findByRole('dialog');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);
    expect(getStore().balance(wallet)).toBe(model.coins);
    expect(balanceShown().textContent).toContain(`${model.coins} LoveCoins`);
  });

  it('an extension starts when the running package ends and says so', async () => {
    renderWithApi(<Wallet target={target} audience="individual" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${model.coins} LoveCoins`));
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByText(/TOP is active until/);
    const firstEnd = newestPackage().valid_until!;
    await user().click(await within(card('TOP')).findByRole('button', { name: 'Extend TOP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    const rows = rowsOf(dialog);
    expect(rows['Starts on']).toBe(formatDate(new Date(firstEnd).toISOString(), 'en'));
    expect(rows['Ends on']).toBe(formatDate(new Date(firstEnd + PACKAGE_DAYS * DAY).toISOString(), 'en'));
    expect(dialog.textContent).toContain('The new days are added after your current package ends.');
  });

  it('reads in the visitor’s language (German)', async () => {
    const de = await createI18n('de', { sections: ['editor', 'payments'] });
    renderWithApi(<Wallet target={target} audience="individual" />, makeClient(model.token), { i18n: de });
    const buy = await screen.findByRole('button', { name: 'TOP kaufen' });
    await waitFor(() => expect(screen.getByText('Mein Guthaben').parentElement!.textContent).toContain(String(model.coins)));
    await user().click(buy);
    const dialog = await screen.findByRole('dialog', { name: 'Kauf bestätigen' });
    expect(Object.keys(rowsOf(dialog))).toEqual(expect.arrayContaining(['Preis', 'Guthaben vorher', 'Guthaben danach', 'Endet am']));
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDefined();
  });
});

describe('the return from the payment provider', () => {
  const purchase = (status: Purchase['status']): Purchase => ({
    id: 7, kind: 'lovecoins', item: 'starter', coins: 100, status, credit: 0, price_eur: 10, target: { type: 'individual', id: 1 },
    created_at: '2026-03-01T10:00:00+00:00', valid_from: null, valid_until: null,
  });
  it.each([
    ['paid', 'status', 'Payment received: 100 LoveCoins added to your balance.'],
    ['pending', 'status', 'Your payment is being processed. The LoveCoins are added once it succeeds.'],
    ['failed', 'alert', 'The payment failed. Nothing has been charged.'],
    ['cancelled', 'status', 'You cancelled the payment. Nothing has been charged.'],
    ['expired', 'status', 'The time for this payment ran out. Nothing has been charged: start a new purchase.'],
  ] as const)('%s: says so', (status, role, text) => {
    renderWithI18n(<PaymentReturnNotice purchase={purchase(status)} />);
    expect(screen.getByRole(role).textContent).toBe(text);
  });
});
