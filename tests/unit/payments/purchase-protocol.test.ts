import { beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_CONFLICTS, PACKAGE_DAYS, PACKAGE_PRICES_COINS } from '../../../schemas';
import { confirmedOf } from '../../../sdk/payments/quote';
import { NotPromotableError, QuoteChangedError } from '../../../sdk/client';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { buyQuoted, call, clientAs, startMockServer } from '../mocks/helpers';
import { profileForm, registration } from '../mocks/flows/fixtures';

/**
 * A TOP/VIP purchase carries the figures the payer confirmed, and the mock buys only when
 * its own quote still gives them (409 with the new quote otherwise); promotion is sold only for what
 * visitors can see (409 not_promotable); a switch credits every unused day, up and down.
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { model, business } = DEMO_ACCOUNTS;
const TOP = PACKAGE_PRICES_COINS.individual.TOP;
const VIP = PACKAGE_PRICES_COINS.individual.VIP;
const modelWallet = { type: 'individual', id: model.profileId } as const;
const quoteOf = async (client: ReturnType<typeof clientAs>, type: 'TOP' | 'VIP', target = {}) =>
  (await client.payments.currentPackage(target)).data.quotes.find((q) => q.type === type)!;

describe('a purchase carries what the payer confirmed', () => {
  it('two tabs: VIP confirmed in one, then a stale "Buy TOP" in the other is refused with the new quote, nothing charged', async () => {
    const tabA = clientAs(model.token);
    const tabB = clientAs(model.token);
    // Both tabs open the payments page: no package, so both quotes are plain purchases.
    const vipQuote = await quoteOf(tabA, 'VIP');
    const topQuote = await quoteOf(tabB, 'TOP');
    expect([vipQuote.choice, topQuote.choice, topQuote.charge]).toEqual(['new', 'new', TOP]);

    await tabA.payments.buyPackage({ type: 'VIP', confirmed: confirmedOf(vipQuote) });
    expect(getStore().balance(modelWallet)).toBe(model.coins - VIP);

    const refused = await tabB.payments.buyPackage({ type: 'TOP', confirmed: confirmedOf(topQuote) }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuoteChangedError);
    const { current, wallet } = refused as QuoteChangedError;
    // The new figures: VIP is held, TOP is now a switch crediting the unused VIP days.
    const now = current.quotes.find((q) => q.type === 'TOP')!;
    expect([current.type, now.choice, now.unused_days]).toEqual(['VIP', 'switch', PACKAGE_DAYS - 1]);
    expect([now.credit, now.charge]).toEqual([VIP * (PACKAGE_DAYS - 1) / PACKAGE_DAYS, TOP - VIP * (PACKAGE_DAYS - 1) / PACKAGE_DAYS]);
    expect(wallet.balance).toBe(model.coins - VIP);
    expect(getStore().balance(modelWallet)).toBe(model.coins - VIP);
    expect(getStore().profiles.get(model.profileId)?.is_vip).toBe(true);

    // Confirmed again with the new figures: bought, exactly as shown.
    const bought = await tabB.payments.buyPackage({ type: 'TOP', confirmed: confirmedOf(now) });
    expect(bought.data.wallet.balance).toBe(model.coins - VIP - now.charge);
    expect(bought.data.purchase.coins).toBe(-now.charge);
  });

  it('the raw answer is 409 with the documented reason and message', async () => {
    const stale = confirmedOf(await quoteOf(clientAs(model.token), 'TOP'));
    await buyQuoted(clientAs(model.token), { type: 'VIP' });
    const { status, body } = await call('/api/packages/purchase', {
      method: 'POST', token: model.token, json: { type: 'TOP', request_id: '0b7b5b1e-32a4-4c1f-9a43-5f0b4c2a7d11', confirmed: stale },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ reason: 'quote_changed', message: PACKAGE_CONFLICTS.quoteChanged.message });
  });

  it('an extension confirmed before another tab extended is refused: it would start later than shown', async () => {
    await buyQuoted(clientAs(model.token), { type: 'TOP' });
    const stale = await quoteOf(clientAs(model.token), 'TOP');
    await buyQuoted(clientAs(model.token), { type: 'TOP' });
    const before = getStore().balance(modelWallet);
    const refused = await clientAs(model.token).payments.buyPackage({ type: 'TOP', confirmed: confirmedOf(stale) }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuoteChangedError);
    expect(getStore().balance(modelWallet)).toBe(before);
  });

  it('a changed amount is refused even when the choice is the same', async () => {
    const quote = await quoteOf(clientAs(model.token), 'TOP');
    const cheaper = { ...confirmedOf(quote), charge: quote.charge - 1 };
    const refused = await clientAs(model.token).payments.buyPackage({ type: 'TOP', confirmed: cheaper }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuoteChangedError);
    expect(getStore().balance(modelWallet)).toBe(model.coins);
  });

  it('the request id still makes a repeat answer the first result (charged once)', async () => {
    const quote = await quoteOf(clientAs(model.token), 'TOP');
    const body = { type: 'TOP' as const, request_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', confirmed: confirmedOf(quote) };
    const first = await clientAs(model.token).payments.buyPackage(body);
    const again = await clientAs(model.token).payments.buyPackage(body);
    expect(again.data.purchase.id).toBe(first.data.purchase.id);
    expect(getStore().balance(modelWallet)).toBe(model.coins - TOP);
  });
});

describe('the switch rule, up and down, as the wallet does it', () => {
  it('VIP -> TOP credits every unused VIP day and gives back what TOP does not use; the replaced VIP shows its real end', async () => {
    const client = clientAs(model.token);
    const vip = await buyQuoted(client, { type: 'VIP' });
    const quote = await quoteOf(client, 'TOP');
    expect(quote.credit).toBe(Math.floor(VIP * quote.unused_days / PACKAGE_DAYS));
    const switched = await client.payments.buyPackage({ type: 'TOP', confirmed: confirmedOf(quote) });
    expect(switched.data.wallet.balance).toBe(model.coins - VIP - quote.charge);
    expect(switched.data.wallet.balance).toBeGreaterThan(model.coins - VIP);
    const history = (await client.payments.purchases()).data;
    const replaced = history.find((p) => p.id === vip.data.purchase.id)!;
    expect(replaced.ended_at).toBe(switched.data.purchase.created_at);
    expect(Date.parse(replaced.ended_at!)).toBeLessThan(Date.parse(replaced.valid_until!));
    // The current package is the TOP, not the replaced VIP.
    expect((await client.payments.currentPackage()).data.type).toBe('TOP');
  });
});

describe('no promotion for profiles visitors cannot see', () => {
  it('the business is refused TOP for its drafts, profiles on moderation and deactivated models; nothing charged', async () => {
    const owner = clientAs(business.token);
    const wallet = { type: 'business', id: business.businessId } as const;
    const hidden = (await owner.businesses.get(business.businessId)).profiles.filter((p) => !(p.status === 'active' && p.is_active === 1));
    expect(new Set(hidden.map((p) => `${p.status}/${p.is_active}`))).toEqual(new Set(['draft/0', 'moderating/1', 'active/0']));
    const purchases = getStore().purchases.length;
    for (const profile of hidden) {
      const flags = { top: profile.statuses.is_top, vip: profile.statuses.is_vip };
      const refused = await buyQuoted(owner, { type: 'TOP', profile_id: profile.id }).catch((e: unknown) => e);
      expect(refused, profile.name).toBeInstanceOf(NotPromotableError);
      expect(refused).toMatchObject({ status: 409, i18nKey: 'payments.notPromotable' });
      const after = getStore().profiles.get(profile.id);
      expect({ top: after?.is_top, vip: after?.is_vip }, profile.name).toEqual(flags);
    }
    expect(getStore().balance(wallet)).toBe(business.coins);
    expect(getStore().purchases).toHaveLength(purchases);
  });

  it('a business page not yet sent (not final) is refused too', async () => {
    const fresh = await clientAs().session.register(registration('draft.business@example.test', 'BUSSINESS'));
    const id = fresh.data.user?.business_id ?? 0;
    getStore().setBalance({ type: 'business', id }, 1000);
    const refused = await buyQuoted(clientAs(fresh.data.token), { type: 'TOP', business_id: id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NotPromotableError);
    expect(getStore().balance({ type: 'business', id })).toBe(1000);
  });

  it('a web cam model with a draft profile is refused TOP; nothing charged', async () => {
    const signUp = await clientAs().session.register(registration('cam.draft@example.test', 'INDIVIDUAL'));
    const cam = clientAs(signUp.data.token);
    const created = await cam.profiles.create({ ...profileForm(signUp.data.user?.id ?? 0, 'Camilla'), category: 'web_cam' });
    const id = created.individualProfile.id;
    getStore().setBalance({ type: 'individual', id }, 500);
    const refused = await buyQuoted(cam, { type: 'TOP', profile_id: id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NotPromotableError);
    expect(getStore().balance({ type: 'individual', id })).toBe(500);
    expect(getStore().profiles.get(id)?.is_top).toBe(false);
  });
});
