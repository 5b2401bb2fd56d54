import { expect } from 'vitest';
import { API_MESSAGES, LOVECOINS_PACKAGES, PACKAGE_PRICES_COINS } from '../../../../schemas';
import { InsufficientBalanceError } from '../../../../sdk/client';
import { DEMO_ACCOUNTS } from '../../../../mocks/seed';
import { getStore } from '../../../../mocks/store';
import { confirmedOf } from '../../../../sdk/payments/quote';
import { buyQuoted, call, clientAs, pngBlob } from '../helpers';
import { generalInfo, profileForm, registration, review } from './fixtures';

/** LoveCoins and packages, and a business from its dashboard to its public page. */

export async function paymentFlow(newProfileId: number): Promise<void> {
  const model = clientAs(DEMO_ACCOUNTS.model.token);
  const start = (await model.session.getBalance()).data.balance;
  expect(start).toBe(DEMO_ACCOUNTS.model.coins);
  const [starter] = LOVECOINS_PACKAGES;
  const requestId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
  const first = await model.payments.buyLoveCoins({ package_id: starter.id, request_id: requestId });
  // Money purchases wait for the payment provider: pending, nothing credited yet.
  expect([first.data.purchase.status, first.data.wallet.balance]).toEqual(['pending', start]);
  const repeat = await model.payments.buyLoveCoins({ package_id: starter.id, request_id: requestId });
  expect([repeat.data.purchase.id, repeat.data.payment_url]).toEqual([first.data.purchase.id, first.data.payment_url]);
  const paid = await call(`${first.data.payment_url}/success`, { redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await model.session.getBalance()).data.balance).toBe(start + starter.coins);

  const vipId = '6fa459ea-ee8a-4ca4-894e-db77e160355e';
  const vipQuote = (await model.payments.currentPackage()).data.quotes.find((q) => q.type === 'VIP');
  if (!vipQuote) throw new Error('no VIP quote');
  const vipBody = { type: 'VIP' as const, request_id: vipId, confirmed: confirmedOf(vipQuote) };
  const vip = await model.payments.buyPackage(vipBody);
  const after = start + starter.coins - PACKAGE_PRICES_COINS.individual.VIP;
  expect(vip.data.wallet.balance).toBe(after);
  // The same request again (a retry) answers the first result: charged once.
  expect((await model.payments.buyPackage(vipBody)).data.wallet.balance).toBe(after);
  expect((await model.session.getBalance()).data.balance).toBe(after);
  // VIP moves the profile into the first group of the listing.
  const page = (await clientAs().profiles.list({ city_id: 1, category: 'escort' })).data;
  const at = page.findIndex((p) => p.id === DEMO_ACCOUNTS.model.profileId);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(page.slice(0, at + 1).every((p) => p.statuses.is_vip)).toBe(true);
  // The package held and until when: the newest running purchase, with the quotes of the next one.
  const current = (await model.payments.currentPackage()).data;
  expect([current.type, current.valid_until, current.paid_coins]).toEqual(['VIP', vip.data.purchase.valid_until, PACKAGE_PRICES_COINS.individual.VIP]);
  expect(current.quotes.map((q) => [q.type, q.choice])).toEqual([['TOP', 'switch'], ['VIP', 'extend']]);
  const history = (await model.payments.purchases()).data;
  expect(history.slice(0, 2).map((p) => p.item)).toEqual(['VIP', starter.id]);

  // A model with no coins: 402, nothing charged, no status.
  const owner = getStore().profiles.get(newProfileId)?.user_id ?? 0;
  const token = getStore().issueToken(owner);
  const poor = clientAs(token);
  const refused = await buyQuoted(poor, { type: 'TOP' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(InsufficientBalanceError);
  expect((await poor.session.getBalance()).data.balance).toBe(0);
  expect(getStore().profiles.get(newProfileId)?.is_top).toBe(false);
}

export async function businessFlow(): Promise<void> {
  const owner = clientAs(DEMO_ACCOUNTS.business.token);
  const member = clientAs(DEMO_ACCOUNTS.member.token);
  const id = DEMO_ACCOUNTS.business.businessId;
  const dashboard = await owner.businesses.get(id);
  const group = (status: string, active: number) => dashboard.profiles.filter((p) => p.status === status && p.is_active === active);
  expect(group('active', 1).length).toBeGreaterThanOrEqual(3);
  expect(group('moderating', 1).length).toBeGreaterThanOrEqual(1);
  expect(group('draft', 0).length + group('active', 0).length).toBeGreaterThanOrEqual(2);
  expect(dashboard.profiles.some((p) => p.incognito)).toBe(true);
  expect(dashboard.profiles[0]?.statuses.is_vip).toBe(true);

  const created = await owner.profiles.create({ ...profileForm(DEMO_ACCOUNTS.business.userId, 'Selene'), business_id: id, incognito: true });
  const withModel = await owner.businesses.get(id);
  expect(withModel.profiles.find((p) => p.id === created.individualProfile.id)?.incognito).toBe(true);

  const progress = (await owner.businesses.getQuestionnaire(id)).data;
  expect(progress.general_info).toBe('completed');
  const description = 'A calm, discreet venue near the castle with friendly hosts and a private entrance.';
  expect((await owner.businesses.update(id, { description, general_info: generalInfo })).data.description).toBe(description);
  let gallery = (await owner.businesses.uploadImage(id, pngBlob(7), { main: true })).data;
  const main = gallery.main_slide?.image_id;
  gallery = (await owner.businesses.deleteImages(id, { main_slide: true })).data;
  expect(gallery.main_slide?.image_id).not.toBe(main);

  const list = (await clientAs().businesses.list({ type: 'agencies' })).data;
  const firstPlain = list.findIndex((b) => !b.is_vip && !b.is_top);
  expect(list.slice(firstPlain).every((b) => !b.is_vip && !b.is_top)).toBe(true);
  const page = await clientAs().businesses.show(dashboard.data.slug);
  expect(page.business.description).toBe(description);
  expect(page.profiles.every((p) => p.business_id === id)).toBe(true);

  const like = await member.businesses.like(id);
  expect(like.is_liked).toBe(!dashboard.data.is_liked);
  const favorite = await member.businesses.favorite(id);
  expect((await member.account.favorites()).data.businesses.some((b) => b.id === id)).toBe(favorite.is_favorite);
  const before = (await clientAs().businesses.listReviews(id)).meta.total_items;
  expect((await member.businesses.createReview(id, review)).message).toBe(API_MESSAGES.reviewCreated);
  expect((await clientAs().businesses.listReviews(id)).meta.total_items).toBe(before + 1);

  // A new business account starts with an empty page.
  const fresh = await clientAs().session.register(registration('new.business@example.test', 'BUSSINESS'));
  const freshId = fresh.data.user?.business_id ?? 0;
  const empty = await clientAs(fresh.data.token).businesses.get(freshId);
  expect([empty.data.general_info, empty.data.is_final, empty.profiles]).toEqual([null, false, []]);
  expect((await clientAs(fresh.data.token).businesses.getQuestionnaire(freshId)).data.general_info).toBe('not completed');
}
