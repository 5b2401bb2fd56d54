import type { Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';
import { imageUpload } from './uploads';

/**
 * Businesses. Each function but the upload's is derived from its operation (./derive: `endpoint`):
 * arguments, request, answer and §8 outcome rules come from the table.
 */
export function businessEndpoints(t: Transport) {
  return {
    /** GET /api/business: businesses, 40 a page (§7), VIP first, then TOP. */
    list: endpoint(t, routes.listBusinesses),

    /** GET /api/business/{id}/show: the public page with its models; 404 reads "Page Not Found" (§8). */
    show: endpoint(t, routes.showBusiness),

    /** GET /api/business/{id}: the own business with every model profile (dashboard). */
    get: endpoint(t, routes.getBusiness),

    /** GET /api/business/{id}/test: progress of the business questionnaire. */
    getQuestionnaire: endpoint(t, routes.getBusinessQuestionnaire),

    /** POST /api/business/{id}: general info, categories and the rest; `is_final` finishes the questionnaire. */
    update: endpoint(t, routes.updateBusiness),

    /** POST /api/business/{id}/upload-image (multipart), with upload progress where the platform reports it. */
    uploadImage: imageUpload(t, routes.uploadBusinessImage),

    /** POST /api/business/{id}/delete-image: some images, or the main slide with `main_slide: true`. */
    deleteImages: endpoint(t, routes.deleteBusinessImages),

    /** POST /api/business/{id}/favorite: toggles the favourite. */
    favorite: endpoint(t, routes.favoriteBusiness),

    /** POST /api/business/{id}/like: toggles the member's like. */
    like: endpoint(t, routes.likeBusiness),

    /** GET /api/business/{id}/reviews: reviews with the average rating. */
    listReviews: endpoint(t, routes.listBusinessReviews),

    /** POST /api/business/{id}/reviews: any message but reviewCreated is a failure (§8). */
    createReview: endpoint(t, routes.createBusinessReview),
  };
}
