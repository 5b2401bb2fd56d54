import { expect } from 'vitest';
import { API_MESSAGES } from '../../../../schemas';
import type { ApiError } from '../../../../sdk/client';
import { DEMO_ACCOUNTS } from '../../../../mocks/seed';
import { getStore } from '../../../../mocks/store';
import { BASE, call, clientAs, pngBlob, videoBlob } from '../helpers';
import { profileForm, registration, reply, review, workingTime } from './fixtures';

/** A model's questionnaire from registration to listing, then members' likes, favourites and reviews. */

const inList = async (id: number, filters: Parameters<ReturnType<typeof clientAs>['profiles']['list']>[0]) =>
  (await clientAs().profiles.list(filters, 1, { perPage: 100 })).data.some((p) => p.id === id);

export async function questionnaireFlow(): Promise<number> {
  const guest = clientAs();
  const reg = await guest.session.register(registration('new.model@example.test', 'INDIVIDUAL'));
  const model = clientAs(reg.data.token);
  const userId = reg.data.user?.id ?? 0;
  const { individualProfile } = await model.profiles.create(profileForm(userId));
  const id = individualProfile.id;
  expect(individualProfile.user_id).toBe(userId);
  const draft = (await model.profiles.getForEdit(id)).data;
  expect([draft.status, draft.is_active, draft.form.name]).toEqual(['draft', 0, 'Noemia']);
  expect(((await guest.profiles.get(id).catch((e: unknown) => e)) as ApiError).status).toBe(404);

  let gallery = (await model.profiles.uploadImage(id, pngBlob(1))).data;
  for (const n of [2, 3, 4]) gallery = (await model.profiles.uploadImage(id, pngBlob(n))).data;
  expect(gallery.other_sliders).toHaveLength(3);
  const served = await fetch(`${BASE}${gallery.main_slide?.image ?? ''}`);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await served.arrayBuffer())[8]).toBe(1);
  const removed = gallery.other_sliders[0]?.image_id ?? 0;
  gallery = (await model.profiles.deleteImages(id, { images: [removed] })).data;
  expect(gallery.other_sliders.map((i) => i.image_id)).not.toContain(removed);
  // The owner makes the last photo the main one (arrange-images, beyond spec 7).
  const last = gallery.other_sliders.at(-1)?.image_id ?? 0;
  const order = [last, gallery.main_slide?.image_id ?? 0, ...gallery.other_sliders.slice(0, -1).map((i) => i.image_id)];
  gallery = (await model.profiles.arrangeImages(id, { images: order })).data;
  expect([gallery.main_slide?.image_id, ...gallery.other_sliders.map((i) => i.image_id)]).toEqual(order);

  const early = (await model.profiles.changeStatus(id, { action: 'send_to_moderation' }).catch((e: unknown) => e)) as ApiError;
  expect([early.status, Object.keys(early.fieldErrors)]).toEqual([422, ['is_final']]);
  const service = { id: 1, title: 'Dinner date', summary: null, description: null, time: null, include: true, check: true };
  const updated = (await model.profiles.update(id, {
    categories: [1], rates: [{ time: '1 h', incall: 150, outcall: 200 }], time: workingTime, inklusive_services: [service],
    additional_services: [], taboo_services: [], is_final: true,
  })).data;
  expect([updated.is_final, updated.my_price.time, updated.inklusive_services.length]).toEqual([true, ['1 h'], 1]);
  const description = 'Updated: calm, curious and always on time, I love art galleries and long dinners in good company.';
  expect((await model.profiles.saveEdit(id, { description })).data.description).toBe(description);

  const state = (await model.profiles.changeStatus(id, { action: 'send_to_moderation' })).data;
  expect([state.status, state.is_active, typeof state.sent_to_moderation_at]).toEqual(['moderating', 1, 'string']);
  const verification = await model.profiles.requestVerification({ profile_id: id, verification_request: 'Happy to do a video call.' });
  expect(verification.data.verification_requested).toBe(true);
  expect(await inList(id, { city_id: 2 })).toBe(false);

  expect((await call(`/__mock/profiles/${id}/approve`, { method: 'POST' })).status).toBe(200);
  expect(await inList(id, { city_id: 2, category: 'escort', statuses: ['NEW', 'INDIVIDUAL'] })).toBe(true);
  const shown = (await guest.profiles.get(draft.slug)).data;
  expect([shown.name, shown.description, shown.form, shown.views]).toEqual(['Noemia', description, {}, 1]);
  await model.profiles.changeStatus(id, { action: 'deactivate' });
  expect(await inList(id, { city_id: 2 })).toBe(false);
  await model.profiles.changeStatus(id, { action: 'activate' });
  expect(await inList(id, { city_id: 2 })).toBe(true);
  return id;
}

export async function memberFlow(): Promise<void> {
  const member = clientAs(DEMO_ACCOUNTS.member.token);
  const model = clientAs(DEMO_ACCOUNTS.model.token);
  const id = DEMO_ACCOUNTS.model.profileId;
  const before = (await member.profiles.get(id)).data;
  const liked = await member.profiles.like(id);
  expect([liked.is_liked, liked.likes]).toEqual([!before.is_liked, before.likes + (before.is_liked ? -1 : 1)]);
  const unliked = await member.profiles.like(id);
  expect([unliked.is_liked, unliked.likes]).toEqual([before.is_liked, before.likes]);
  const guestLike = (await clientAs().profiles.like(id).catch((e: unknown) => e)) as ApiError;
  expect([guestLike.status, guestLike.message]).toEqual([401, API_MESSAGES.likesClientsOnly]);
  const modelLike = (await model.profiles.like(id).catch((e: unknown) => e)) as ApiError;
  expect([modelLike.status, modelLike.message]).toEqual([403, API_MESSAGES.likesClientsOnly]);

  const target = (await clientAs().profiles.list({ category: 'bdsm' })).data[0]?.id ?? 0;
  expect((await member.profiles.favorite(target)).is_favorite).toBe(true);
  const favorites = (await member.account.favorites()).data;
  expect(favorites.profiles.map((p) => p.id)).toEqual(expect.arrayContaining([id, target]));
  expect((await member.profiles.favorite(target)).is_favorite).toBe(false);
  expect((await member.account.favorites()).data.profiles.map((p) => p.id)).not.toContain(target);

  // One review per client and profile: the demo member has reviewed this profile, a new member may.
  const again = (await member.profiles.createReview(id, review).catch((e: unknown) => e)) as ApiError;
  expect(again.status).toBe(422);
  const joined = await clientAs().session.register(registration('new.reviewer@example.test', 'MEMBER'));
  const reviewer = clientAs(joined.data.token);
  const reviewsBefore = await reviewer.profiles.listReviews(id);
  const created = await reviewer.profiles.createReview(id, review);
  expect(created.message).toBe(API_MESSAGES.reviewCreated);
  const reviewsAfter = await member.profiles.listReviews(id);
  expect(reviewsAfter.meta.total_items).toBe(reviewsBefore.meta.total_items + 1);
  expect(reviewsAfter.reviews[0]?.id).toBe(created.review?.id);
  const reviewId = created.review?.id ?? 0;
  const stranger = (await clientAs(DEMO_ACCOUNTS.business.token).reviews.reply(reviewId, reply).catch((e: unknown) => e)) as ApiError;
  expect(stranger.status).toBe(403);
  expect((await model.reviews.reply(reviewId, reply)).data.reply).toBe(reply.reply);
  const listed = await clientAs().reviews.list({ profile_id: id });
  expect(listed.data.find((r) => r.id === reviewId)?.reply).toBe(reply.reply);
  expect((await clientAs().reviews.filterData()).data.ratings).toEqual([1, 2, 3, 4, 5]);
  const notifications = (await reviewer.account.notifications()).data;
  expect(notifications[0]?.kind).toBe('review_reply');
}

export async function storyFlow(): Promise<void> {
  const model = clientAs(DEMO_ACCOUNTS.model.token);
  const uploaded = await model.media.uploadStory(videoBlob());
  expect(uploaded.message).toBe(API_MESSAGES.videoUploaded);
  expect(uploaded.data.author.id).toBe(DEMO_ACCOUNTS.model.profileId);
  const latest = (await clientAs().media.listStories()).data[0];
  expect(latest?.id).toBe(uploaded.data.id);
  const served = await fetch(`${BASE}${latest?.url ?? ''}`);
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'video/mp4']);
  expect(getStore().uploads.has(latest?.url ?? '')).toBe(true);
}
