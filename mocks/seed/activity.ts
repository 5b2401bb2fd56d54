import { RATE_DURATIONS } from '../../schemas';
import type { Slide } from '../../schemas';
import { placeholderUrl } from '../media/placeholder';
import { isPublicProfile, listingOrder } from '../store/profile-index';
import type { MockStore } from '../store/store';
import type { SubjectRef } from '../store/types';
import { SEED_STORIES } from './config';
import type { Rng } from './prng';
import { reviewBody, reviewRating, reviewReply } from './texts';

/** Reviews with replies, stories, notifications and the home page slides. */

const DAY_MS = 24 * 60 * 60 * 1000;
const DURATIONS = RATE_DURATIONS.filter((d) => d !== '15 min');

/**
 * A seeded review, unless its author already reviewed the subject (one review per client, as the
 * API rules): the draws are made either way, so the rest of the seed stays the same.
 */
export function addSeedReview(store: MockStore, rng: Rng, subject: SubjectRef, authorId: number, since: number, name: string, withReply: boolean) {
  const created = since + Math.floor(rng.float() * Math.max(1, store.epoch - since));
  const review = {
    subject,
    author_id: authorId,
    body: reviewBody(rng, name),
    reply: withReply ? reviewReply(rng) : null,
    rating: reviewRating(rng),
    date_of_meeting: new Date(created - rng.int(1, 10) * DAY_MS).toISOString().slice(0, 10),
    duration_of_meeting: rng.pick(DURATIONS),
    created_at: created,
  };
  if (store.reviewsOf(subject).some((r) => r.author_id === authorId)) return;
  store.addReview({ id: store.nextId('review'), ...review });
}

export function seedReviews(store: MockStore, rng: Rng, members: readonly number[]): void {
  for (const p of store.profiles.values()) {
    if (!isPublicProfile(p) || !rng.chance(0.45)) continue;
    const count = rng.int(1, 6);
    for (let i = 0; i < count; i += 1) {
      addSeedReview(store, rng, { type: 'profile', id: p.id }, rng.pick(members), p.created_at, p.form.name, rng.chance(0.4));
    }
  }
  for (const b of store.businesses.values()) {
    if (!b.is_final || !rng.chance(0.75)) continue;
    const count = rng.int(1, 8);
    for (let i = 0; i < count; i += 1) {
      addSeedReview(store, rng, { type: 'business', id: b.id }, rng.pick(members), b.created_at, b.name, rng.chance(0.4));
    }
  }
}

/** Stories of promoted models first (they post most), then of businesses. */
export function seedStories(store: MockStore, rng: Rng): void {
  const promoted = [...store.profiles.values()].filter((p) => isPublicProfile(p) && !p.incognito).sort(listingOrder).slice(0, 200);
  const businesses = [...store.businesses.values()].filter((b) => b.is_final);
  for (let i = 0; i < SEED_STORIES; i += 1) {
    const id = store.nextId('story');
    const author: SubjectRef = rng.chance(0.8)
      ? { type: 'profile', id: rng.pick(promoted).id }
      : { type: 'business', id: rng.pick(businesses).id };
    // Seeded stories have no video; the poster stands in for it (placeholders only).
    const poster = placeholderUrl(`story-${id}`, 720, 1280);
    store.stories.push({ id, author, url: poster, poster, created_at: store.epoch - rng.int(0, 14 * 24) * 60 * 60 * 1000 });
  }
}

export function seedNotifications(store: MockStore, rng: Rng, members: readonly number[]): void {
  const recent = [...store.profiles.values()].filter((p) => isPublicProfile(p) && !p.incognito)
    .sort((a, b) => b.created_at - a.created_at).slice(0, 30);
  for (const userId of members) {
    const count = rng.int(0, 2);
    for (let i = 0; i < count; i += 1) {
      const p = rng.pick(recent);
      store.notifications.push({
        id: store.nextId('notification'), user_id: userId, kind: 'new_model', title: `New model in ${store.city(p.form.city_id)?.title ?? 'your city'}: ${p.form.name}`,
        ...(store.city(p.form.city_id) ? { text: { key: 'new_model' as const, city: store.city(p.form.city_id)!.title, name: p.form.name } } : {}),
        href: `/escort/${p.slug}`, read: rng.chance(0.5), created_at: p.created_at,
      });
    }
  }
}

export function buildSlides(): Slide[] {
  const slides: Array<[title: string, subtitle: string | null, href: string]> = [
    ['Escorts near you', 'Verified profiles, updated daily', '/escort'],
    ['Agencies', 'Trusted agencies in 50 cities', '/agencies'],
    ['Massage salons', 'Relax in a calm, discreet place', '/massage_salons'],
    ['Strip clubs', 'Nights out, tables and shows', '/strip_club'],
    ['Trances', null, '/trances'],
  ];
  return slides.map(([title, subtitle, href], i) => ({
    id: i + 1, title, subtitle, href, image: placeholderUrl(`slide-${i + 1}`, 1200, 400),
  }));
}
