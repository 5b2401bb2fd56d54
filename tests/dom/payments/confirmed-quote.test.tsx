import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import { PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../../schemas/constants';
import type { PackageType } from '../../../schemas';
import { confirmedOf } from '../../../sdk/payments/quote';
import { PackagePicker } from '@portal/components/payments';
import { heldPackage } from '../../../stories/payments/fixtures';
import { Wallet } from './Wallet';
import { makeClient, recordPurchases, renderWithApi, renderWithI18n, startMockBackend } from './harness';

/**
 * What the confirmation shows is what the wallet does, for every kind of purchase and
 * both switch directions; a purchase the state changed under (another tab) comes back with the new
 * figures to confirm again; nothing is offered for what visitors cannot see.
 */
startMockBackend();
const { model, business } = DEMO_ACCOUNTS;
const user = () => userEvent.setup({ delay: null });
const card = (name: PackageType) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const dialog = () => screen.findByRole('dialog', { name: 'Confirm your purchase' });
const row = (box: HTMLElement, term: string) => within(box).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent!;
const coins = (text: string) => Number(text.replace(/\D/g, ''));
const balanceShown = () => screen.getByText('My balance').parentElement!;

const walletOf = (target: { profile_id?: number; business_id?: number }) =>
  (target.business_id !== undefined ? { type: 'business' as const, id: target.business_id } : { type: 'individual' as const, id: target.profile_id! });

describe('the confirmation shows what the wallet does, in every direction', () => {
  it.each([
    ['a model', { profile_id: model.profileId }, 'individual', model.token, ['Buy TOP', 'Switch to VIP', 'Switch to TOP', 'Extend TOP']],
    ['a business', { business_id: business.businessId }, 'business', business.token, ['Switch to VIP', 'Switch to TOP', 'Extend TOP']],
  ] as const)('%s: buy, switch up, switch down, extend', async (_who, target, audience, token, steps) => {
    getStore().setBalance(walletOf(target), 5000);
    renderWithApi(<Wallet target={target} audience={audience} />, makeClient(token));
    await waitFor(() => expect(coins(balanceShown().textContent!)).toBe(5000));
    for (const label of steps) {
      const type = label.endsWith('VIP') ? 'VIP' : 'TOP';
      const button = await within(card(type)).findByRole('button', { name: label });
      await user().click(button);
      const box = await dialog();
      const before = coins(row(box, 'Balance before'));
      const after = coins(row(box, 'Balance after'));
      expect(getStore().balance(walletOf(target)), label).toBe(before);
      if (label.startsWith('Switch')) {
        const credit = coins(row(box, 'Credit for unused days'));
        const price = PACKAGE_PRICES_COINS[audience][type];
        // The note says how many days are credited; the credit is exactly those days at the price paid for them.
        const days = Number(/\((\d+) days?\)/.exec(box.textContent ?? '')?.[1]);
        const paid = PACKAGE_PRICES_COINS[audience][type === 'VIP' ? 'TOP' : 'VIP'];
        expect(credit, label).toBe(Math.floor((paid * days) / PACKAGE_DAYS));
        // Down (VIP -> TOP) the credit is more than the TOP price: the rest comes back, shown as such.
        if (credit > price) expect(coins(row(box, 'Back to your balance')), label).toBe(credit - price);
        else expect(coins(row(box, 'You pay')), label).toBe(price - credit);
        expect(after, label).toBe(before - price + credit);
      }
      await user().click(within(box).getByRole('button', { name: 'Confirm purchase' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(getStore().balance(walletOf(target)), label).toBe(after));
      await waitFor(() => expect(coins(balanceShown().textContent!)).toBe(after));
    }
  });
});

describe('a purchase whose figures changed meanwhile', () => {
  it('is refused, and the dialog shows the new figures and asks again; confirmed, it charges those', async () => {
    const sent = recordPurchases();
    const client = makeClient(model.token);
    renderWithApi(<Wallet target={{ profile_id: model.profileId }} audience="individual" />, client);
    await waitFor(() => expect(balanceShown().textContent).toContain('500 LoveCoins'));
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    const first = await dialog();
    expect(row(first, 'Balance after')).toBe('350 LoveCoins');

    // Another tab buys VIP meanwhile.
    const other = makeClient(model.token);
    const vip = (await other.payments.currentPackage({ profile_id: model.profileId })).data.quotes.find((q) => q.type === 'VIP')!;
    await other.payments.buyPackage({ profile_id: model.profileId, type: 'VIP', confirmed: confirmedOf(vip) });
    expect(getStore().balance({ type: 'individual', id: model.profileId })).toBe(200);

    await user().click(within(first).getByRole('button', { name: 'Confirm purchase' }));
    const again = await screen.findByRole('alert');
    expect(again.textContent).toContain('These figures changed since you chose');
    const box = await dialog();
    // Nothing was charged by the refused attempt, which the client did not retry.
    expect(sent).toHaveLength(2);
    expect(getStore().balance({ type: 'individual', id: model.profileId })).toBe(200);
    expect(row(box, 'Balance before')).toBe('200 LoveCoins');
    const credit = coins(row(box, 'Credit for unused days'));
    expect(credit).toBe(290);
    expect(row(box, 'Back to your balance')).toBe('140 LoveCoins');
    expect(row(box, 'Balance after')).toBe('340 LoveCoins');
    await user().click(within(box).getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Your package has been changed from VIP to TOP.')).toBeDefined();
    expect(getStore().balance({ type: 'individual', id: model.profileId })).toBe(340);
  });

  it('cancelling the renewed question buys nothing and leaves no error behind', async () => {
    renderWithApi(<Wallet target={{ profile_id: model.profileId }} audience="individual" />, makeClient(model.token));
    await waitFor(() => expect(balanceShown().textContent).toContain('500 LoveCoins'));
    await user().click(within(card('TOP')).getByRole('button', { name: 'Buy TOP' }));
    const first = await dialog();
    getStore().setBalance({ type: 'individual', id: model.profileId }, 400);
    const other = makeClient(model.token);
    const top = (await other.payments.currentPackage({ profile_id: model.profileId })).data.quotes.find((q) => q.type === 'TOP')!;
    await other.payments.buyPackage({ profile_id: model.profileId, type: 'TOP', confirmed: confirmedOf(top) });
    await user().click(within(first).getByRole('button', { name: 'Confirm purchase' }));
    const box = await dialog();
    expect(within(box).getByRole('alert')).toBeDefined();
    await user().click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getStore().balance({ type: 'individual', id: model.profileId })).toBe(250);
  });
});

describe('no promotion for what visitors cannot see', () => {
  it('the picker offers nothing for a hidden profile and says why', () => {
    renderWithI18n(
      <PackagePicker audience="individual" held={heldPackage('individual', null)} balance={500} forWhom="Mirela" status={{ kind: 'idle' }}
        onBuy={() => undefined} hidden="draft" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Your profile is a draft, so visitors cannot see it: TOP and VIP can be bought once it is published.');
    for (const name of ['Buy TOP', 'Buy VIP']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal from the server (the page did not know) is shown translated, nothing charged', async () => {
    const hidden = [...getStore().profiles.values()].find((p) => p.business_id === business.businessId && p.status === 'draft')!;
    renderWithApi(<Wallet target={{ profile_id: hidden.id }} audience="individual" />, makeClient(business.token));
    await waitFor(() => expect(coins(balanceShown().textContent!)).toBe(business.coins));
    const buy = await within(card('TOP')).findByRole('button', { name: /^(Buy|Extend|Switch to) TOP$/ });
    await waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false));
    await user().click(buy);
    await user().click(within(await dialog()).getByRole('button', { name: 'Confirm purchase' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('TOP and VIP are sold only for profiles and business pages visitors can see');
    expect(getStore().balance({ type: 'business', id: business.businessId })).toBe(business.coins);
  });
});
