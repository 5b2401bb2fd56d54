import type { ReviewCreateRequest } from '../../schemas';
import { PROFILE_CATEGORIES } from '../../schemas';
import { isPublicProfile } from '../store/profile-index';
import type { MockStore } from '../store/store';
import type { ReviewRecord, SubjectRef, UserRecord } from '../store/types';
import { newestFirst } from '../store/store';
import { isPublicBusiness } from '../store/views/business';
import { canManageProfile } from '../store/views/profile';
import { toReview } from '../store/views/review';
import { ownsBusiness, paginate } from './access';
import { forbidden, notFound } from './errors';
import { MOCK_MESSAGES } from './messages';
import type { ImplsOf } from './types';

/** Reviews: the public list with its filters, and replies by the reviewed model or business. */

export function addReview(store: MockStore, subject: SubjectRef, authorId: number, body: ReviewCreateRequest): ReviewRecord {
  return store.addReview({ id: store.nextId('review'), subject, author_id: authorId, reply: null, created_at: store.now(), ...body });
}

/** Where a review's subject is, and whether the public may see it. */
function subjectInfo(store: MockStore, r: ReviewRecord): { public: boolean; cityId: number; category: string | null } | null {
  if (r.subject.type === 'profile') {
    const p = store.profiles.get(r.subject.id);
    return p ? { public: isPublicProfile(p), cityId: p.form.city_id, category: p.form.category } : null;
  }
  const b = store.businesses.get(r.subject.id);
  return b ? { public: isPublicBusiness(b), cityId: b.city_id, category: null } : null;
}

function ownsSubject(store: MockStore, user: UserRecord, subject: SubjectRef): boolean {
  if (subject.type === 'profile') {
    const profile = store.profiles.get(subject.id);
    return profile !== undefined && canManageProfile(user, profile);
  }
  const business = store.businesses.get(subject.id);
  return business !== undefined && ownsBusiness(user, business);
}

export const reviewImpls = {
  replyToReview: ({ params, body, user, store }) => {
    const review = store.reviews.get(params.id);
    if (!review) throw notFound();
    // Only the reviewed model (or her business), or the reviewed business, may answer.
    if (!ownsSubject(store, user, review.subject)) throw forbidden();
    review.reply = body.reply;
    const subject = toReview(store, review).subject;
    store.notify({
      user_id: review.author_id, kind: 'review_reply', title: `${subject.name} replied to your review`,
      href: subject.type === 'profile' ? `/escort/${subject.slug}` : `/agencies/${subject.slug}`,
    });
    return { message: MOCK_MESSAGES.replySaved, data: toReview(store, review) };
  },

  listReviews: ({ query, store }) => {
    const { page, per_page: perPage, city_id: cityId, rating, category, author_id: authorId, profile_id: profileId, business_id: businessId } = query;
    const matches = [...store.reviews.values()].filter((r) => {
      const info = subjectInfo(store, r);
      if (!info?.public) return false;
      if (cityId !== undefined && info.cityId !== cityId) return false;
      if (rating !== undefined && r.rating !== rating) return false;
      if (category !== undefined && info.category !== category) return false;
      if (authorId !== undefined && r.author_id !== authorId) return false;
      if (profileId !== undefined && !(r.subject.type === 'profile' && r.subject.id === profileId)) return false;
      if (businessId !== undefined && !(r.subject.type === 'business' && r.subject.id === businessId)) return false;
      return true;
    }).sort(newestFirst);
    const { data, meta } = paginate(matches, page, perPage);
    return { data: data.map((r) => toReview(store, r)), meta };
  },

  getReviewsFilterData: ({ store }) => {
    const cityIds = new Set<number>();
    for (const r of store.reviews.values()) {
      const info = subjectInfo(store, r);
      if (info?.public) cityIds.add(info.cityId);
    }
    const cities = [...cityIds].map((id) => store.city(id)).filter((c) => c !== undefined)
      .map((c) => ({ id: c.id, title: c.title })).sort((a, b) => a.title.localeCompare(b.title));
    const categories = store.reference.categories.filter((c) => (PROFILE_CATEGORIES as readonly string[]).includes(c.slug));
    return { data: { cities, ratings: [1, 2, 3, 4, 5], categories } };
  },
} satisfies ImplsOf<'reviews'>;
