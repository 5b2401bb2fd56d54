import type { z } from 'zod/mini';
import { API_MESSAGES, PAGE_SIZE } from '../../schemas/constants';
import type {
  ArrangeImagesRequest, ChangeStatusRequest, DeleteImagesRequest, ProfileCreateRequest, ProfileEditRequest, ProfilePatchRequest,
  VerifyProfileRequest,
} from '../../schemas/api/profiles';
import type { ReviewCreateRequest } from '../../schemas/entities/review';
import { responseOf } from './operation-schemas';
import { ERROR_I18N_KEYS } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import { toFormData, uploadInit } from '../client/upload';
import type { UploadOptions } from '../client/upload';
import { FEEDBACK, expectMessage, feedbackFailed, mapFailure, restricted } from './outcomes';
import { listProfiles } from './profile-list';
import type { ListOptions } from './profile-list';
import type { ProfileFilters } from '../../schemas/filters';

export interface ImageUploadOptions extends CallOptions, UploadOptions {
  /** Make the image the main slide. */
  main?: boolean;
}

const path = (id: number) => ({ path: { id } });

/** §8: likes, favourites and reviews are for registered clients; the refusal gets the spec's wording. */
export const likesClientsOnly = restricted(API_MESSAGES.likesClientsOnly, ERROR_I18N_KEYS.likesClientsOnly);
export const favoritesClientsOnly = restricted(API_MESSAGES.favoritesClientsOnly, ERROR_I18N_KEYS.favoritesClientsOnly);
const reviewsUsersOnly = restricted(API_MESSAGES.reviewsUsersOnly, ERROR_I18N_KEYS.reviewsUsersOnly);
/** Review creation: members-only wording for 401/403, the feedback wording for other failures. */
export const reviewFailure = (error: Parameters<typeof feedbackFailed>[0]) => reviewsUsersOnly(error) ?? feedbackFailed(error);

export function profileEndpoints(t: Transport) {
  return {
    /** GET /api/profile: one page of profiles matching the filters (VIP first, then TOP). */
    list: (filters?: ProfileFilters, page?: number, o?: ListOptions) =>
      listProfiles(t, filters, page, o),

    /** GET /api/profile/{id}: a public profile by numeric id or slug. */
    get: (idOrSlug: number | string, o?: CallOptions) =>
      t.call(responseOf('getProfile'), (api, init) => api.GET('/api/profile/{id}', { ...init, params: { path: { id: idOrSlug } } }), o),

    /** POST /api/profile: questionnaire step 1; answers individualProfile {id, user_id}. */
    create: (body: z.infer<typeof ProfileCreateRequest>, o?: CallOptions) =>
      t.call(responseOf('createProfile'), (api, init) => api.POST('/api/profile', { ...init, body }), o),

    /** PATCH /api/profile/{id}: questionnaire step 3; `is_final` finishes it. */
    update: (id: number, body: z.infer<typeof ProfilePatchRequest>, o?: CallOptions) =>
      t.call(responseOf('updateProfile'), (api, init) => api.PATCH('/api/profile/{id}', { ...init, params: path(id), body }), o),

    /** GET /api/profile/{id}/edit: the own profile with its form values. */
    getForEdit: (id: number, o?: CallOptions) =>
      t.call(responseOf('getProfileForEdit'), (api, init) => api.GET('/api/profile/{id}/edit', { ...init, params: path(id) }), o),

    /** POST /api/profile/{id}/edit: saves edited form fields. */
    saveEdit: (id: number, body: z.infer<typeof ProfileEditRequest>, o?: CallOptions) =>
      t.call(responseOf('saveProfileEdit'), (api, init) => api.POST('/api/profile/{id}/edit', { ...init, params: path(id), body }), o),

    /** POST /api/profile/{id}/upload-image (multipart), with upload progress where the platform reports it. */
    uploadImage: (id: number, image: Blob, o: ImageUploadOptions = {}) => {
      const main = o.main === undefined ? undefined : (String(o.main) as 'true' | 'false');
      return t.call(
        responseOf('uploadProfileImage'),
        (api, init) => api.POST('/api/profile/{id}/upload-image', { ...init, ...uploadInit(() => toFormData({ image, main }), o.onProgress, init.fetch, t.customFetch), params: path(id), body: { image, main } }),
        o,
      );
    },

    /** POST /api/profile/{id}/delete-image. */
    deleteImages: (id: number, body: z.infer<typeof DeleteImagesRequest>, o?: CallOptions) =>
      t.call(responseOf('deleteProfileImages'), (api, init) => api.POST('/api/profile/{id}/delete-image', { ...init, params: path(id), body }), o),

    /** POST /api/profile/{id}/arrange-images (beyond spec 7): the photos' order; the first becomes the main slide. */
    arrangeImages: (id: number, body: ArrangeImagesRequest, o?: CallOptions) =>
      t.call(responseOf('arrangeProfileImages'), (api, init) => api.POST('/api/profile/{id}/arrange-images', { ...init, params: path(id), body }), o),

    /** POST /api/profile/{id}/change-status: activate, deactivate or send to moderation. */
    changeStatus: (id: number, body: z.infer<typeof ChangeStatusRequest>, o?: CallOptions) =>
      t.call(responseOf('changeProfileStatus'), (api, init) => api.POST('/api/profile/{id}/change-status', { ...init, params: path(id), body }), o),

    /** POST /api/profile/{id}/like: toggles the member's like; answers the new count and state. */
    like: (id: number, o?: CallOptions) =>
      mapFailure(t.call(responseOf('likeProfile'), (api, init) => api.POST('/api/profile/{id}/like', { ...init, params: path(id) }), o), likesClientsOnly),

    /** GET /api/profile/{id}/reviews: reviews with the average rating. */
    listReviews: (id: number, page = 1, o?: CallOptions) =>
      t.call(
        responseOf('listProfileReviews'),
        (api, init) => api.GET('/api/profile/{id}/reviews', { ...init, params: { ...path(id), query: { page, per_page: PAGE_SIZE } } }),
        o,
      ),

    /** POST /api/profile/{id}/reviews: any message but reviewCreated is a failure (§8). */
    createReview: (id: number, body: z.infer<typeof ReviewCreateRequest>, o?: CallOptions) =>
      mapFailure(
        expectMessage(
          t.call(responseOf('createProfileReview'), (api, init) => api.POST('/api/profile/{id}/reviews', { ...init, params: path(id), body }), o),
          API_MESSAGES.reviewCreated,
          FEEDBACK,
        ),
        reviewFailure,
      ),

    /** POST /api/verify-profile: asks for the verified badge. */
    requestVerification: (body: z.infer<typeof VerifyProfileRequest>, o?: CallOptions) =>
      t.call(responseOf('requestProfileVerification'), (api, init) => api.POST('/api/verify-profile', { ...init, body }), o),

    /** POST /api/profile/{id}/favorite: toggles the favourite. */
    favorite: (id: number, o?: CallOptions) =>
      mapFailure(
        t.call(responseOf('favoriteProfile'), (api, init) => api.POST('/api/profile/{id}/favorite', { ...init, params: path(id) }), o),
        favoritesClientsOnly,
      ),
  };
}
