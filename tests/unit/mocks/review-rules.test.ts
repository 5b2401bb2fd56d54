import { beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, REVIEW_MESSAGES, latestMeetingDate } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { isPublicProfile } from '../../../mocks/store/profile-index';
import { call, startMockServer } from './helpers';
import { registration, review } from './flows/fixtures';

/** The forgot-password answer tells nobody who is registered; one review per client, no meeting in the future. */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { member } = DEMO_ACCOUNTS;

/** A public profile and a business the demo member has not reviewed yet. */
function unreviewed() {
  const store = getStore();
  const mine = new Set([...store.reviews.values()].filter((r) => r.author_id === member.userId).map((r) => `${r.subject.type}:${r.subject.id}`));
  const profile = [...store.profiles.values()].find((p) => isPublicProfile(p) && !mine.has(`profile:${p.id}`))!;
  const business = [...store.businesses.values()].find((b) => b.is_final && !mine.has(`business:${b.id}`))!;
  return { profile, business };
}

const postReview = (path: string, body: object = review) => call(path, { token: member.token, json: body });

describe('forgot-password', () => {
  it('answers an unknown address exactly as a registered one, and mails only the registered one', async () => {
    const outbox = getStore().outbox.length;
    const known = await call('/api/forgot-password', { json: { email: member.email } });
    const unknown = await call('/api/forgot-password', { json: { email: 'nobody@nowhere.test' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known).toMatchObject({ status: 200, body: { message: API_MESSAGES.resetLinkSent } });
    expect(getStore().outbox.slice(outbox).map((m) => m.to)).toEqual([member.email]);
  });
});

describe('one review per client', () => {
  it('refuses a second review of the same profile with a reason, and keeps the first as it was', async () => {
    const { profile } = unreviewed();
    expect((await postReview(`/api/profile/${profile.id}/reviews`)).body).toMatchObject({ message: API_MESSAGES.reviewCreated });
    const second = await postReview(`/api/profile/${profile.id}/reviews`, { ...review, rating: 1, body: `${review.body} Second thoughts.` });
    expect(second).toMatchObject({ status: 422, body: { errors: { review: [REVIEW_MESSAGES.alreadyReviewedProfile] } } });
    const mine = getStore().reviewsOf({ type: 'profile', id: profile.id }).filter((r) => r.author_id === member.userId);
    expect(mine.map((r) => [r.rating, r.body])).toEqual([[review.rating, review.body]]);
  });

  it('refuses a second review of the same business', async () => {
    const { business } = unreviewed();
    expect((await postReview(`/api/business/${business.id}/reviews`)).status).toBe(200);
    expect(await postReview(`/api/business/${business.id}/reviews`))
      .toMatchObject({ status: 422, body: { errors: { review: [REVIEW_MESSAGES.alreadyReviewedBusiness] } } });
  });

  it('still lets the same client review another profile, and another client the same one', async () => {
    const { profile } = unreviewed();
    await postReview(`/api/profile/${profile.id}/reviews`);
    const other = [...getStore().profiles.values()].find((p) => isPublicProfile(p) && p.id !== profile.id
      && !getStore().reviewsOf({ type: 'profile', id: p.id }).some((r) => r.author_id === member.userId))!;
    expect((await postReview(`/api/profile/${other.id}/reviews`)).status).toBe(200);
    const registered = await call('/api/user', { json: registration('second.client@example.test', 'MEMBER') });
    const token = (registered.body as { data: { token: string } }).data.token;
    expect((await call(`/api/profile/${profile.id}/reviews`, { token, json: review })).status).toBe(200);
  });

  it('the seed keeps the rule: no client reviewed the same profile or business twice', () => {
    const seen = new Set<string>();
    for (const r of getStore().reviews.values()) {
      const key = `${r.author_id}>${r.subject.type}:${r.subject.id}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});

describe('date of meeting', () => {
  it('refuses a meeting in the future under its field, with the rule’s own words', async () => {
    const { profile } = unreviewed();
    const answer = await postReview(`/api/profile/${profile.id}/reviews`, { ...review, date_of_meeting: '2027-12-31' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { date_of_meeting: [REVIEW_MESSAGES.meetingDateInFuture] } } });
    expect(getStore().reviewsOf({ type: 'profile', id: profile.id }).some((r) => r.author_id === member.userId)).toBe(false);
  });

  it('accepts today, wherever the visitor is (today in UTC+14 is the last day)', async () => {
    const { profile, business } = unreviewed();
    const today = new Date().toISOString().slice(0, 10);
    expect((await postReview(`/api/profile/${profile.id}/reviews`, { ...review, date_of_meeting: today })).status).toBe(200);
    expect((await postReview(`/api/business/${business.id}/reviews`, { ...review, date_of_meeting: latestMeetingDate() })).status).toBe(200);
  });

  it('names a missing or malformed date in words the catalogs translate, not zod’s "Invalid ISO date"', async () => {
    const { profile } = unreviewed();
    const answer = await postReview(`/api/profile/${profile.id}/reviews`, { ...review, date_of_meeting: '31.12.2025' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { date_of_meeting: [REVIEW_MESSAGES.meetingDateInvalid] } } });
  });
});

describe('the reviews list and its filters', () => {
  type Listed = { data: Array<{ rating: number; subject: { type: string; category?: string; slug: string } }>; meta: { total_items: number } };
  it('filters by a business type as well as a profile category, and says where each subject’s page is', async () => {
    const agencies = (await call('/api/reviews?category=agencies')).body as Listed;
    expect(agencies.meta.total_items).toBeGreaterThan(0);
    expect(new Set(agencies.data.map((r) => `${r.subject.type}:${r.subject.category}`))).toEqual(new Set(['business:agencies']));
    const trances = (await call('/api/reviews?category=trances&rating=5')).body as Listed;
    for (const r of trances.data) expect([r.subject.type, r.subject.category, r.rating]).toEqual(['profile', 'trances', 5]);
    expect(agencies.data.every((r) => r.subject.slug !== '')).toBe(true);
  });

  it('offers as categories the profile categories and business types that have reviews', async () => {
    const { data } = (await call('/api/reviews-filter-data')).body as { data: { categories: Array<{ slug: string; type: string }>; ratings: number[] } };
    expect(data.categories.map((c) => c.type)).toEqual(expect.arrayContaining(['profile', 'business']));
    expect(data.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['escort', 'agencies']));
    expect(data.ratings).toEqual([1, 2, 3, 4, 5]);
  });
});
