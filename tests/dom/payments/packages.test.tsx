import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import { PACKAGE_PRICES_COINS } from '../../../schemas/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalClientProvider, createQueryClient } from '@portal/sdk/react';
import { useBuyLoveCoins, useBuyPackage } from '@portal/components/features/payments';
import { heldPackage } from '../../../stories/payments/fixtures';
import { Wallet } from './Wallet';
import { makeClient, recordPurchases, renderWithApi, startMockBackend } from './harness';

startMockBackend();
const business = DEMO_ACCOUNTS.business;
const model = DEMO_ACCOUNTS.model;
const businessTarget = { business_id: business.businessId };
const businessWallet = { type: 'business', id: business.businessId } as const;
const modelWallet = { type: 'individual', id: model.profileId } as const;
const user = () => userEvent.setup({ delay: null });
const balanceShown = () => screen.getByText('My balance').parentElement!;
const card = (name: 'TOP' | 'VIP') => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const confirmDialog = () => screen.findByRole('dialog', { name: 'Confirm your purchase' });
const confirm = async () => user().click(within(await confirmDialog()).getByRole('button', { name: 'Confirm purchase' }));

describe('TOP and VIP packages', () => {
  it('lists each package’s §6 benefits and its price in LoveCoins, with the offers and a Sponsored explanation', async () => {
    renderWithApi(<Wallet target={businessTarget} audience="business" />, makeClient(business.token));
    const vip = card('VIP');
    expect(within(vip).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Everything in TOP', 'Exclusive placement in the top search blocks', 'Banner placement', 'Personal manager',
      'Ad in the hot blog news', 'VIP badge',
    ]);
    expect(within(vip).getByText(`${PACKAGE_PRICES_COINS.business.VIP} LoveCoins for 30 days`)).toBeDefined();
    // Finding 8: the current package comes with its end date (GET /api/packages/current), and the history lists it.
    expect(await within(card('TOP')).findByText(/Your current package · valid until/)).toBeDefined();
    expect(within(vip).getByRole('button', { name: 'Sponsored' })).toBeDefined();
    // §9 offers are terms in text, not buyable chips.
    const terms = screen.getByRole('region', { name: 'Offer terms' });
    expect(within(terms).getByText('Save €30 with a 30-day package')).toBeDefined();
    expect(within(terms).getByText('2 days for the price of one')).toBeDefined();
    expect(within(terms).queryByRole('button')).toBeNull();
  });

  it('an individual sees the individual benefits', () => {
    renderWithApi(<Wallet target={{ profile_id: model.profileId }} audience="individual" />, makeClient(model.token));
    expect(within(card('TOP')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Profile creation and account management', 'Higher place in the list and in search', 'Technical support', 'TOP badge',
    ]);
  });

  it('TOP → VIP asks first with the credit of the unused TOP days; cancelling sends nothing, confirming charges what it showed', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={businessTarget} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    await within(card('TOP')).findByText(/valid until/);
    await user().click(within(card('VIP')).getByRole('button', { name: 'Switch to VIP' }));
    let dialog = await confirmDialog();
    expect(dialog.textContent).toContain('Your TOP package ends today;');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
    expect(getStore().balance(businessWallet)).toBe(business.coins);

    await user().click(within(card('VIP')).getByRole('button', { name: 'Switch to VIP' }));
    dialog = await confirmDialog();
    const credit = Number(/Credit for unused days−(\d+) LoveCoins/.exec(dialog.textContent ?? '')?.[1]);
    const after = Number(/Balance after(\d+) LoveCoins/.exec(dialog.textContent ?? '')?.[1]);
    // The seeded TOP (400 for 30 days) has about 20 days left: a credit between nothing and its price.
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThan(PACKAGE_PRICES_COINS.business.TOP);
    expect(after).toBe(business.coins - (PACKAGE_PRICES_COINS.business.VIP - credit));
    await confirm();
    expect(await screen.findByText('Your package has been changed from TOP to VIP.')).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.type).toBe('VIP');
    expect(getStore().balance(businessWallet)).toBe(after);
    await waitFor(() => expect(balanceShown().textContent).toContain(`${after} LoveCoins`));
    const switched = getStore().purchases.at(-1)!;
    expect(switched.credit).toBe(credit);
  });

  it('VIP with too few coins: the insufficient path, nothing sent, nothing charged, and a way to buy coins', async () => {
    getStore().setBalance(modelWallet, 100);
    const sent = recordPurchases();
    renderWithApi(<Wallet target={{ profile_id: model.profileId }} audience="individual" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('100 LoveCoins'));
    await user().click(within(card('VIP')).getByRole('button', { name: 'Buy VIP' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not enough LoveCoins on your balance.');
    expect(alert.textContent).toContain(`You need ${PACKAGE_PRICES_COINS.individual.VIP - 100} LoveCoins more.`);
    expect(alert.textContent).toContain('Nothing has been charged.');
    expect(sent).toHaveLength(0);
    expect(getStore().balance(modelWallet)).toBe(100);
    // The package covering the shortfall is pointed out, and the button leads there.
    await user().click(within(alert).getByRole('button', { name: 'Buy LoveCoins' }));
    expect(document.activeElement?.id).toBe('coins');
  });

  it('a 402 from the server (balance spent elsewhere meanwhile) takes the same path and charges nothing', async () => {
    const sent = recordPurchases();
    renderWithApi(<Wallet target={businessTarget} audience="business" />, makeClient(business.token));
    await waitFor(() => expect(balanceShown().textContent).toContain(`${business.coins} LoveCoins`));
    getStore().setBalance(businessWallet, 10);
    await user().click(within(card('VIP')).getByRole('button', { name: 'Switch to VIP' }));
    await confirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not enough LoveCoins on your balance.');
    expect(sent).toHaveLength(1);
    expect(getStore().balance(businessWallet)).toBe(10);
  });

  it('a model buys TOP from her own wallet', async () => {
    renderWithApi(<Wallet target={{ profile_id: model.profileId }} audience="individual" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('500 LoveCoins'));
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    await confirm();
    // Confirmed in a toast (a status at the top of the screen), and the TOP card is now marked as held.
    await waitFor(() => expect(screen.getAllByRole('status').some((el) => /TOP is active until/.test(el.textContent ?? ''))).toBe(true));
    await waitFor(() => expect(within(card('TOP')).getByText(/Your current package/)).toBeDefined());
    expect(getStore().balance(modelWallet)).toBe(model.coins - PACKAGE_PRICES_COINS.individual.TOP);
  });
});

describe('the purchase hooks themselves', () => {
  const wrapperFor = (token: string) => {
    const client = makeClient(token);
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}><PortalClientProvider client={client}>{children}</PortalClientProvider></QueryClientProvider>
    );
  };

  it('two buy() calls in the same tick send one request', async () => {
    const sent = recordPurchases();
    const { result } = renderHook(() => useBuyLoveCoins(businessTarget), { wrapper: wrapperFor(business.token) });
    await act(async () => {
      await Promise.all([result.current.buy('starter'), result.current.buy('starter'), result.current.buy('maximum')]);
    });
    expect(sent).toHaveLength(1);
    expect(result.current.status.kind).toBe('success');
  });

  it('refuses a package the known balance cannot pay without calling the API', async () => {
    const sent = recordPurchases();
    const { result } = renderHook(() => useBuyPackage(businessTarget, { balance: 799 }), { wrapper: wrapperFor(business.token) });
    await act(async () => {
      await result.current.buy(heldPackage('business', null).quotes.find((q) => q.type === 'VIP')!);
    });
    expect(result.current.status).toEqual({ kind: 'insufficient', item: 'VIP', missing: 1 });
    expect(sent).toHaveLength(0);
  });
});
