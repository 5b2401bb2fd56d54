import { API_MESSAGES, PHOTO_MIN_COUNT } from '../../schemas';
import type { BusinessUpdateRequest, GeneralInfo } from '../../schemas';
import { listingOrder } from '../store/profile-index';
import { draftOf } from '../store/profile-draft';
import type { MockStore } from '../store/store';
import type { BusinessRecord } from '../store/types';
import { toGallery } from '../store/views/common';
import { businessOrder, isPublicBusiness, toBusiness, toBusinessSummary } from '../store/views/business';
import { toDashboardProfile, toProfileSummary } from '../store/views/profile';
import { toReview } from '../store/views/review';
import { ownedBusiness, paginate, toggle, visibleBusiness } from './access';
import { fieldError, validationError, type FieldErrors } from './errors';
import { addImage, imageCount, removeImages } from './images';
import { MOCK_MESSAGES } from './messages';
import { addReview } from './reviews';
import type { ImplsOf } from './types';

/** Businesses: the public list and page, the owner's dashboard, questionnaire and photos. */

function checkGeneralInfo(store: MockStore, info: GeneralInfo): void {
  const errors: FieldErrors = {};
  const bad = (field: string) => {
    errors[`general_info.${field}`] = [MOCK_MESSAGES.invalidOption];
  };
  if (!store.country(info.country_id)) bad('country_id');
  if (store.city(info.city_id)?.country_id !== info.country_id) bad('city_id');
  if (!store.currency(info.currency_id)) bad('currency_id');
  if (info.payment_types.some((id) => !store.hasOption('payments', id))) bad('payment_types');
  if (info.parking_types.some((id) => !store.hasOption('parking', id))) bad('parking_types');
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function applyUpdate(store: MockStore, business: BusinessRecord, body: BusinessUpdateRequest): void {
  const { general_info: info, categories, is_final: isFinal, ...fields } = body;
  if (info) {
    checkGeneralInfo(store, info);
    business.general_info = info;
    business.country_id = info.country_id;
    business.city_id = info.city_id;
  }
  if (categories) {
    if (categories.some((id) => !store.reference.categories.some((c) => c.id === id))) {
      throw fieldError('categories', MOCK_MESSAGES.invalidOption);
    }
    business.categories = categories;
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (business as unknown as Record<string, unknown>)[key] = value;
  }
  if (isFinal === true) {
    // The page goes public only once its general info is there.
    if (!business.general_info) throw fieldError('general_info', MOCK_MESSAGES.questionnaireIncomplete);
    business.is_final = true;
  }
}

const progress = (done: boolean, started = false) => (done ? 'completed' : started ? 'in progress' : 'not completed') as
  'completed' | 'in progress' | 'not completed';

export const businessImpls = {
  listBusinesses: ({ query, store, locale }) => {
    const { page, per_page: perPage, type, country_id: countryId, city_id: cityId } = query;
    const matches = [...store.businesses.values()].filter((b) => isPublicBusiness(b)
      && (type === undefined || b.type === type)
      && (countryId === undefined || b.country_id === countryId)
      && (cityId === undefined || b.city_id === cityId)).sort(businessOrder);
    const { data, meta } = paginate(matches, page, perPage);
    return { data: data.map((b) => toBusinessSummary(store, b, locale)), meta };
  },

  showBusiness: ({ params, user, store, locale }) => {
    const business = visibleBusiness(store, user, params.id);
    const models = store.index.ensure(store).query({ business_id: business.id });
    return { business: toBusiness(store, business, user, locale), profiles: models.map((p) => toProfileSummary(store, p.rec, user, locale)) };
  },

  getBusiness: ({ params, user, store, locale }) => {
    const business = ownedBusiness(store, user, params.id);
    // §4: the dashboard lists VIP first, then TOP, in every group.
    const profiles = [...store.profiles.values()].filter((p) => p.business_id === business.id).sort(listingOrder);
    return { data: toBusiness(store, business, user, locale), profiles: profiles.map((p) => toDashboardProfile(store, draftOf(p), user, locale)) };
  },

  getBusinessQuestionnaire: ({ params, user, store }) => {
    const business = ownedBusiness(store, user, params.id);
    const images = imageCount(business.gallery);
    return {
      data: {
        general_info: progress(business.general_info !== null),
        categories: progress(business.categories.length > 0),
        images: progress(images >= PHOTO_MIN_COUNT, images > 0),
        is_final: business.is_final,
      },
    };
  },

  updateBusiness: ({ params, body, user, store, locale }) => {
    const business = ownedBusiness(store, user, params.id);
    applyUpdate(store, business, body);
    store.saveBusiness(business);
    return { data: toBusiness(store, business, user, locale) };
  },

  uploadBusinessImage: async ({ params, body, user, store }) => {
    const business = ownedBusiness(store, user, params.id);
    await addImage(store, business.gallery, body.image, body.main === 'true');
    store.saveBusiness(business);
    return { data: toGallery(business.gallery) };
  },

  deleteBusinessImages: ({ params, body, user, store }) => {
    const business = ownedBusiness(store, user, params.id);
    const ids = [...(body.images ?? [])];
    if (body.main_slide && business.gallery.main) ids.push(business.gallery.main.id);
    if (ids.length === 0) throw fieldError('images', MOCK_MESSAGES.noSuchImage);
    removeImages(store, business.gallery, [...new Set(ids)]);
    store.saveBusiness(business);
    return { data: toGallery(business.gallery) };
  },

  favoriteBusiness: ({ params, user, store }) => {
    const business = visibleBusiness(store, null, params.id);
    return { success: true, is_favorite: toggle(store.favoritesOf(user.id).businesses, business.id) };
  },

  likeBusiness: ({ params, user, store }) => {
    const business = visibleBusiness(store, null, params.id);
    const liked = toggle(business.likes, user.id);
    return { success: true, likes: business.likes.size, is_liked: liked };
  },

  listBusinessReviews: ({ params, query, user, store, locale }) => {
    const business = visibleBusiness(store, user, params.id);
    const subject = { type: 'business' as const, id: business.id };
    const { data, meta } = paginate(store.reviewsOf(subject), query.page, query.per_page);
    return { reviews: data.map((r) => toReview(store, r, locale)), avg_rating: store.avgRating(subject), meta };
  },

  createBusinessReview: ({ params, body, user, store, locale }) => {
    const business = visibleBusiness(store, null, params.id);
    const review = addReview(store, { type: 'business', id: business.id }, user.id, body);
    return { message: API_MESSAGES.reviewCreated, review: toReview(store, review, locale) };
  },
} satisfies ImplsOf<'businesses'>;
