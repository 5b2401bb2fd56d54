import type { Locale, ReviewCreateRequest } from '../../schemas';
import { REVIEW_MESSAGES } from '../../schemas';
import { toBcp47 } from '../../sdk/i18n/format';
import { cityName } from '../seed/city-names';
import { isPublicProfile } from '../store/profile-index';
import type { MockStore } from '../store/store';
import type { ReviewRecord, SubjectRef, UserRecord } from '../store/types';
import { newestFirst } from '../store/store';
import { isPublicBusiness } from '../store/views/business';
import { canManageProfile } from '../store/views/profile';
import { localizedReference } from '../store/views/reference';
import { toReview } from '../store/views/review';
import { ownsBusiness, paginate } from './access';
import { fieldError, forbidden, notFound } from './errors';
import { MOCK_MESSAGES } from './messages';
import type { ImplsOf } from './types';

/** Reviews: the public list with its filters, and replies by the reviewed model or business. */

/**
 * A client's review of a profile or business. One per client and subject (anti rating
 * manipulation, §6): a second one is refused with a 422 that names the reason, and the first
 * stays as it was.
 */
export function addReview(store: MockStore, subject: SubjectRef, authorId: number, body: ReviewCreateRequest): ReviewRecord {
  if (store.reviewsOf(subject).some((r) => r.author_id === authorId)) {
    throw fieldError('review', subject.type === 'profile' ? REVIEW_MESSAGES.alreadyReviewedProfile : REVIEW_MESSAGES.alreadyReviewedBusiness);
  }
  return store.addReview({ id: store.nextId('review'), subject, author_id: authorId, reply: null, created_at: store.now(), ...body });
}

/** Where a review's subject is, and whether the public may see it; its category is a profile's category or a business's type. */
function subjectInfo(store: MockStore, r: ReviewRecord): { public: boolean; cityId: number; category: string } | null {
  if (r.subject.type === 'profile') {
    const p = store.profiles.get(r.subject.id);
    return p ? { public: isPublicProfile(p), cityId: p.form.city_id, category: p.form.category } : null;
  }
  const b = store.businesses.get(r.subject.id);
  return b ? { public: isPublicBusiness(b), cityId: b.city_id, category: b.type } : null;
}

/** The filters' choices: the cities and categories that have public reviews, in `locale` and its order. */
function reviewsFilterData(store: MockStore, locale: Locale) {
  const cityIds = new Set<number>();
  const categorySlugs = new Set<string>();
  for (const r of store.reviews.values()) {
    const info = subjectInfo(store, r);
    if (!info?.public) continue;
    cityIds.add(info.cityId);
    categorySlugs.add(info.category);
  }
  const tag = toBcp47(locale);
  const cities = [...cityIds].map((id) => store.city(id)).filter((c) => c !== undefined)
    .map((c) => ({ id: c.id, title: cityName(c.title, locale) })).sort((a, b) => a.title.localeCompare(b.title, tag));
  const categories = localizedReference(store.reference, locale).categories.filter((c) => categorySlugs.has(c.slug));
  return { cities, ratings: [1, 2, 3, 4, 5], categories };
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
  replyToReview: ({ params, body, user, store, locale }) => {
    const review = store.reviews.get(params.id);
    if (!review) throw notFound();
    // Only the reviewed model (or her business), or the reviewed business, may answer.
    if (!ownsSubject(store, user, review.subject)) throw forbidden();
    review.reply = body.reply;
    const subject = toReview(store, review, 'en').subject;
    store.notify({
      user_id: review.author_id, kind: 'review_reply', title: `${subject.name} replied to your review`, text: { key: 'review_reply', name: subject.name },
      href: subject.type === 'profile' ? `/escort/${subject.slug}` : `/agencies/${subject.slug}`,
    });
    return { message: MOCK_MESSAGES.replySaved, data: toReview(store, review, locale) };
  },

  listReviews: ({ query, store, locale }) => {
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
    return { data: data.map((r) => toReview(store, r, locale)), meta };
  },

  getReviewsFilterData: ({ store, locale }) => ({ data: reviewsFilterData(store, locale) }),
} satisfies ImplsOf<'reviews'>;
