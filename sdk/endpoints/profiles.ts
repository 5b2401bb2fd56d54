import type { Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';
import { listProfiles } from './profile-list';
import type { ListOptions } from './profile-list';
import type { ProfileFilters } from '../../schemas/filters';
import { imageUpload } from './uploads';

export type { ImageUploadOptions } from './uploads';

/**
 * Profiles. Each function but the listing's and the upload's is derived from its operation
 * (./derive: `endpoint`): arguments, request, answer and §8 outcome rules come from the table.
 */
export function profileEndpoints(t: Transport) {
  return {
    /** GET /api/profile: one page of profiles matching the filters (VIP first, then TOP). */
    list: (filters?: ProfileFilters, page?: number, o?: ListOptions) =>
      listProfiles(t, filters, page, o),

    /** GET /api/profile/{id}: a public profile by numeric id or slug. */
    get: endpoint(t, routes.getProfile),

    /** POST /api/profile: questionnaire step 1; answers individualProfile {id, user_id}. */
    create: endpoint(t, routes.createProfile),

    /** PATCH /api/profile/{id}: questionnaire step 3; `is_final` finishes it. */
    update: endpoint(t, routes.updateProfile),

    /** GET /api/profile/{id}/edit: the own profile with its form values. */
    getForEdit: endpoint(t, routes.getProfileForEdit),

    /** POST /api/profile/{id}/edit: saves edited form fields. */
    saveEdit: endpoint(t, routes.saveProfileEdit),

    /** POST /api/profile/{id}/upload-image (multipart), with upload progress where the platform reports it. */
    uploadImage: imageUpload(t, routes.uploadProfileImage),

    /** POST /api/profile/{id}/delete-image. */
    deleteImages: endpoint(t, routes.deleteProfileImages),

    /** POST /api/profile/{id}/arrange-images (beyond spec 7): the photos' order; the first becomes the main slide. */
    arrangeImages: endpoint(t, routes.arrangeProfileImages),

    /** POST /api/profile/{id}/change-status: activate, deactivate or send to moderation. */
    changeStatus: endpoint(t, routes.changeProfileStatus),

    /** POST /api/profile/{id}/like: toggles the member's like; answers the new count and state. */
    like: endpoint(t, routes.likeProfile),

    /** GET /api/profile/{id}/reviews: reviews with the average rating. */
    listReviews: endpoint(t, routes.listProfileReviews),

    /** POST /api/profile/{id}/reviews: any message but reviewCreated is a failure (§8). */
    createReview: endpoint(t, routes.createProfileReview),

    /** POST /api/verify-profile: asks for the verified badge. */
    requestVerification: endpoint(t, routes.requestProfileVerification),

    /** POST /api/profile/{id}/favorite: toggles the favourite. */
    favorite: endpoint(t, routes.favoriteProfile),
  };
}
