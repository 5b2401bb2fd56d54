import type { z } from 'zod/mini';
import { API_MESSAGES, PAGE_SIZE } from '../../schemas/constants';
import type { BusinessUpdateRequest, DeleteBusinessImagesRequest } from '../../schemas/api/businesses';
import type { ReviewCreateRequest } from '../../schemas/entities/review';
import type { BusinessFilters } from '../../schemas/filters';
import { responseOf } from './operation-schemas';
import type { CallOptions, Transport } from '../client/transport';
import { toFormData, uploadInit } from '../client/upload';
import { FEEDBACK, expectMessage, mapFailure } from './outcomes';
import { normalizeFilters } from './filters';
import { favoritesClientsOnly, likesClientsOnly, reviewFailure } from './profiles';
import type { ImageUploadOptions } from './profiles';

const path = (id: number) => ({ path: { id } });

export function businessEndpoints(t: Transport) {
  return {
    /** GET /api/business: businesses, 40 a page (§7), VIP first, then TOP. */
    list: (filters: BusinessFilters = {}, page = 1, o?: CallOptions) => {
      const query = { ...normalizeFilters(filters), page, per_page: PAGE_SIZE };
      return t.call(responseOf('listBusinesses'), (api, init) => api.GET('/api/business', { ...init, params: { query } }), o);
    },

    /** GET /api/business/{id}/show: the public page with its models; 404 reads "Page Not Found" (§8). */
    show: (idOrSlug: number | string, o?: CallOptions) =>
      t.call(responseOf('showBusiness'), (api, init) => api.GET('/api/business/{id}/show', { ...init, params: { path: { id: idOrSlug } } }), o),

    /** GET /api/business/{id}: the own business with every model profile (dashboard). */
    get: (id: number, o?: CallOptions) =>
      t.call(responseOf('getBusiness'), (api, init) => api.GET('/api/business/{id}', { ...init, params: path(id) }), o),

    /** GET /api/business/{id}/test: progress of the business questionnaire. */
    getQuestionnaire: (id: number, o?: CallOptions) =>
      t.call(responseOf('getBusinessQuestionnaire'), (api, init) => api.GET('/api/business/{id}/test', { ...init, params: path(id) }), o),

    /** POST /api/business/{id}: general info, categories and the rest; `is_final` finishes the questionnaire. */
    update: (id: number, body: z.infer<typeof BusinessUpdateRequest>, o?: CallOptions) =>
      t.call(responseOf('updateBusiness'), (api, init) => api.POST('/api/business/{id}', { ...init, params: path(id), body }), o),

    /** POST /api/business/{id}/upload-image (multipart), with upload progress where the platform reports it. */
    uploadImage: (id: number, image: Blob, o: ImageUploadOptions = {}) => {
      const main = o.main === undefined ? undefined : (String(o.main) as 'true' | 'false');
      return t.call(
        responseOf('uploadBusinessImage'),
        (api, init) => api.POST('/api/business/{id}/upload-image', { ...init, ...uploadInit(() => toFormData({ image, main }), o.onProgress, init.fetch, t.customFetch), params: path(id), body: { image, main } }),
        o,
      );
    },

    /** POST /api/business/{id}/delete-image: some images, or the main slide with `main_slide: true`. */
    deleteImages: (id: number, body: z.infer<typeof DeleteBusinessImagesRequest>, o?: CallOptions) =>
      t.call(responseOf('deleteBusinessImages'), (api, init) => api.POST('/api/business/{id}/delete-image', { ...init, params: path(id), body }), o),

    /** POST /api/business/{id}/favorite: toggles the favourite. */
    favorite: (id: number, o?: CallOptions) =>
      mapFailure(
        t.call(responseOf('favoriteBusiness'), (api, init) => api.POST('/api/business/{id}/favorite', { ...init, params: path(id) }), o),
        favoritesClientsOnly,
      ),

    /** POST /api/business/{id}/like: toggles the member's like. */
    like: (id: number, o?: CallOptions) =>
      mapFailure(t.call(responseOf('likeBusiness'), (api, init) => api.POST('/api/business/{id}/like', { ...init, params: path(id) }), o), likesClientsOnly),

    /** GET /api/business/{id}/reviews: reviews with the average rating. */
    listReviews: (id: number, page = 1, o?: CallOptions) =>
      t.call(
        responseOf('listBusinessReviews'),
        (api, init) => api.GET('/api/business/{id}/reviews', { ...init, params: { ...path(id), query: { page, per_page: PAGE_SIZE } } }),
        o,
      ),

    /** POST /api/business/{id}/reviews: any message but reviewCreated is a failure (§8). */
    createReview: (id: number, body: z.infer<typeof ReviewCreateRequest>, o?: CallOptions) =>
      mapFailure(
        expectMessage(
          t.call(responseOf('createBusinessReview'), (api, init) => api.POST('/api/business/{id}/reviews', { ...init, params: path(id), body }), o),
          API_MESSAGES.reviewCreated,
          FEEDBACK,
        ),
        reviewFailure,
      ),
  };
}
