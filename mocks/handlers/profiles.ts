import { API_MESSAGES, PHOTO_MIN_COUNT } from '../../schemas';
import { slugify } from '../seed/names';
import { draftOf, hasPublishedVersion, writeDraft } from '../store/profile-draft';
import type { ProfileChanges } from '../store/profile-draft';
import type { ProfileRecord } from '../store/types';
import { toGallery } from '../store/views/common';
import { canManageProfile, toProfile, toProfileSummary } from '../store/views/profile';
import { toReview } from '../store/views/review';
import { ownedProfile, paginate, toggle, visibleProfile } from './access';
import { fieldError, forbidden } from './errors';
import { addImage, arrangeImages, imageCount, removeImages } from './images';
import { MOCK_MESSAGES } from './messages';
import { categoriesToSlug, checkFormReferences, isCompleteForm } from './profile-form';
import { addReview } from './reviews';
import type { ImplsOf } from './types';

/** Individual profiles: listing, the questionnaire, photos, status, likes, reviews, favourites. */

export const profileImpls = {
  getProfile: ({ params, user, store, locale }) => {
    const profile = visibleProfile(store, user, params.id);
    // Views count visitors, not the owner checking her own page.
    if (!canManageProfile(user, profile)) profile.views += 1;
    return { data: toProfile(store, profile, user, locale) };
  },

  // `sort` and `name` are beyond the spec (x-inferred-field in openapi.yaml): the index orders and searches.
  listProfiles: ({ query, user, store, locale }) => {
    const { page, per_page: perPage, ...filters } = query;
    const matches = store.index.ensure(store).query(filters);
    const { data, meta } = paginate(matches, page, perPage);
    return { data: data.map((p) => toProfileSummary(store, p.rec, user, locale)), meta };
  },

  createProfile: ({ body, user, store }) => {
    const { user_id: userId, business_id: businessId, incognito, ...form } = body;
    if (userId !== user.id) throw forbidden();
    let business: number | null = null;
    if (user.role === 'BUSSINESS') {
      if (businessId !== undefined && businessId !== user.business_id) throw forbidden();
      business = user.business_id;
    } else if (businessId !== undefined) {
      throw forbidden();
    }
    checkFormReferences(store, form);
    const id = store.nextId('profile');
    const now = store.now();
    const hidden = business !== null && incognito === true;
    const profile: ProfileRecord = {
      id, slug: hidden ? `incognito-${id}` : `${slugify(form.name)}-${id}`, user_id: user.id, business_id: business,
      incognito: hidden, form, categories: store.reference.categories.filter((c) => c.slug === form.category).map((c) => c.id),
      rates: [], working_time: null, inklusive_services: [], additional_services: [], taboo_services: [],
      gallery: { main: null, others: [] }, status: 'draft', is_active: 0, is_final: false, is_verified: false,
      verification_requested: false, is_vip: false, is_top: false, moderation_message: null, created_at: now, updated_at: now,
      sent_to_moderation_at: null, last_seen_at: now, views: 0, likes: new Set(), pending: null,
    };
    store.saveProfile(profile);
    user.profile_ids.push(id);
    return { individualProfile: { id, user_id: user.id } };
  },

  // The owner's edits (PATCH, POST edit) are a draft: visitors keep the published version until a
  // moderator approves (mocks/store/profile-draft.ts); the answers and GET .../edit show the draft.
  updateProfile: ({ params, body, user, store, locale }) => {
    const profile = ownedProfile(store, user, params.id);
    const changes: ProfileChanges = {};
    if (body.categories !== undefined) {
      const slug = categoriesToSlug(store, body.categories);
      changes.categories = body.categories;
      if (slug) changes.form = { ...draftOf(profile).form, category: slug };
    }
    if (body.rates !== undefined) changes.rates = body.rates;
    if (body.time !== undefined) changes.working_time = body.time;
    if (body.inklusive_services !== undefined) changes.inklusive_services = body.inklusive_services;
    if (body.additional_services !== undefined) changes.additional_services = body.additional_services;
    if (body.taboo_services !== undefined) changes.taboo_services = body.taboo_services;
    writeDraft(profile, changes);
    if (body.is_final === true) profile.is_final = true;
    store.saveProfile(profile);
    return { data: toProfile(store, draftOf(profile), user, locale) };
  },

  getProfileForEdit: ({ params, user, store, locale }) => ({ data: toProfile(store, draftOf(ownedProfile(store, user, params.id)), user, locale) }),

  saveProfileEdit: ({ params, body, user, store, locale }) => {
    const profile = ownedProfile(store, user, params.id);
    const form = { ...draftOf(profile).form, ...body };
    checkFormReferences(store, form);
    writeDraft(profile, { form });
    store.saveProfile(profile);
    return { data: toProfile(store, draftOf(profile), user, locale) };
  },

  uploadProfileImage: async ({ params, body, user, store }) => {
    const profile = ownedProfile(store, user, params.id);
    await addImage(store, profile.gallery, body.image, body.main === 'true');
    store.saveProfile(profile);
    return { data: toGallery(profile.gallery) };
  },

  deleteProfileImages: ({ params, body, user, store }) => {
    const profile = ownedProfile(store, user, params.id);
    removeImages(store, profile.gallery, body.images);
    store.saveProfile(profile);
    return { data: toGallery(profile.gallery) };
  },

  arrangeProfileImages: ({ params, body, user, store }) => {
    const profile = ownedProfile(store, user, params.id);
    arrangeImages(profile.gallery, body.images);
    store.saveProfile(profile);
    return { data: toGallery(profile.gallery) };
  },

  changeProfileStatus: ({ params, body, user, store }) => {
    const profile = ownedProfile(store, user, params.id);
    if (body.action === 'send_to_moderation') {
      if (!profile.is_final) throw fieldError('is_final', MOCK_MESSAGES.questionnaireIncomplete);
      if (!isCompleteForm(draftOf(profile).form)) throw fieldError('form', MOCK_MESSAGES.questionnaireIncomplete);
      if (imageCount(profile.gallery) < PHOTO_MIN_COUNT) throw fieldError('images', `You must upload at least ${PHOTO_MIN_COUNT} photos`);
      // A published profile stays online in its published version while its changes are moderated.
      if (hasPublishedVersion(profile)) profile.pending ??= {};
      profile.status = 'moderating';
      profile.is_active = 1;
      profile.sent_to_moderation_at = store.now();
    } else if (body.action === 'activate') {
      // A draft has never been moderated: it goes to moderation, not straight online.
      if (profile.status === 'draft') throw fieldError('action', MOCK_MESSAGES.questionnaireIncomplete);
      profile.is_active = 1;
    } else {
      profile.is_active = 0;
    }
    store.saveProfile(profile);
    const sent = profile.sent_to_moderation_at;
    return { data: { status: profile.status, is_active: profile.is_active, sent_to_moderation_at: sent === null ? null : new Date(sent).toISOString() } };
  },

  likeProfile: ({ params, user, store }) => {
    const profile = visibleProfile(store, null, params.id);
    const liked = toggle(profile.likes, user.id);
    return { success: true, likes: profile.likes.size, is_liked: liked };
  },

  listProfileReviews: ({ params, query, user, store, locale }) => {
    const profile = visibleProfile(store, user, params.id);
    const subject = { type: 'profile' as const, id: profile.id };
    const { data, meta } = paginate(store.reviewsOf(subject), query.page, query.per_page);
    return { reviews: data.map((r) => toReview(store, r, locale)), avg_rating: store.avgRating(subject), meta };
  },

  createProfileReview: ({ params, body, user, store, locale }) => {
    const profile = visibleProfile(store, null, params.id);
    const review = addReview(store, { type: 'profile', id: profile.id }, user.id, body);
    return { message: API_MESSAGES.reviewCreated, review: toReview(store, review, locale) };
  },

  requestProfileVerification: ({ body, user, store }) => {
    const profile = store.profiles.get(body.profile_id);
    if (!profile) throw fieldError('profile_id', 'The selected profile id is invalid.');
    if (!canManageProfile(user, profile)) throw forbidden();
    profile.verification_requested = true;
    store.saveProfile(profile);
    return { message: MOCK_MESSAGES.verificationRequested, data: { verification_requested: true } };
  },

  favoriteProfile: ({ params, user, store }) => {
    const profile = visibleProfile(store, null, params.id);
    return { success: true, is_favorite: toggle(store.favoritesOf(user.id).profiles, profile.id) };
  },
} satisfies ImplsOf<'profiles'>;
