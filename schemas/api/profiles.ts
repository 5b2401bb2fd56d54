import * as z from 'zod/mini';
import { meta, strict } from '../compose';
import { DESCRIPTION_MAX_LENGTH, HTTP, IMAGE_MIME_TYPES } from '../constants';
import { Gallery } from '../entities/media';
import { IndividualProfileForm, Profile, ProfileStatus, ProfileSummary } from '../entities/profile';
import { Rate } from '../entities/rates';
import { REVIEW_RULES, Review, ReviewCreateRequest } from '../entities/review';
import { Service } from '../entities/service';
import { WorkingTime } from '../entities/working-time';
import { paginated, PaginationMeta } from '../entities/pagination';
import { PageQuery, ProfileFilters } from '../filters';
import { Flag01, Id } from '../primitives';
import { MessageResponse } from './errors';
import { dataOf, IdOrSlug, IdParam, Success } from './common';
import { defineOperation } from './operation';
import { rule } from '../rules';
import { tolerantList } from '../tolerance';

const { unauthorized, forbidden, notFound, unprocessable } = HTTP;

export const ProfileListQuery = meta(z.safeExtend(ProfileFilters, PageQuery.shape), { id: 'ProfileListQuery' });
export type ProfileListQuery = z.input<typeof ProfileListQuery>;
export const ProfileList = meta(paginated(ProfileSummary), { id: 'ProfileList' });
export type ProfileList = z.infer<typeof ProfileList>;

/**
 * §4 questionnaire step 1 (basic info) creates the profile: these fields (and user_id) are what
 * POST /api/profile needs; the rest of the form may come with it or later through /edit.
 */
export const PROFILE_BASIC_FIELDS = [
  'name',
  'gender_id',
  'orientation_id',
  'age_id',
  'nationality_id',
  'ethnicity_id',
  'category',
  'country_id',
  'city_id',
] as const;
const basicMask = Object.fromEntries(['user_id', ...PROFILE_BASIC_FIELDS].map((k) => [k, true])) as {
  [K in 'user_id' | (typeof PROFILE_BASIC_FIELDS)[number]]: true;
};

/** POST /api/profile: the basic info (any other form field may come along), plus the business fields when a business adds a model. */
export const ProfileCreateRequest = meta(
  z.extend(z.required(z.partial(IndividualProfileForm), basicMask), {
    business_id: z.optional(Id),
    incognito: meta(z.optional(z.boolean()), { description: 'Shown anonymously in public (business models only)' }),
  }),
  { id: 'ProfileCreateRequest' },
);
export type ProfileCreateRequest = z.infer<typeof ProfileCreateRequest>;

/** PATCH /api/profile/{id}: questionnaire step 3; `is_final` finishes the questionnaire. */
export const ProfilePatchRequest = meta(
  z.strictObject({
    categories: z.optional(z.array(Id)),
    rates: z.optional(z.array(Rate)),
    time: z.optional(WorkingTime),
    inklusive_services: z.optional(z.array(Service)),
    additional_services: z.optional(z.array(Service)),
    taboo_services: z.optional(z.array(Service)),
    is_final: z.optional(z.boolean()),
  }),
  { id: 'ProfilePatchRequest' },
);
export type ProfilePatchRequest = z.infer<typeof ProfilePatchRequest>;

export const ProfileEditRequest = meta(strict(z.partial(z.omit(IndividualProfileForm, { user_id: true }))), {
  id: 'ProfileEditRequest',
});
export type ProfileEditRequest = z.infer<typeof ProfileEditRequest>;

export const ImageUploadRequest = meta(
  z.object({
    image: meta(z.file().check(z.mime([...IMAGE_MIME_TYPES])), { description: 'jpeg, png or webp' }),
    main: meta(z.optional(z.enum(['true', 'false'])), { description: 'Make this the main slide' }),
  }),
  { id: 'ImageUploadRequest' },
);
export const DeleteImagesRequest = meta(z.strictObject({ images: z.array(Id).check(z.minLength(1)) }), {
  id: 'DeleteImagesRequest',
});
/** The owner's order of the photos: every image id of the gallery once; the first becomes the main slide. */
export const ArrangeImagesRequest = meta(
  z.strictObject({
    images: meta(
      z.array(Id).check(
        z.minLength(1),
        z.refine((ids) => new Set(ids).size === ids.length, {
          message: 'Each image may be listed once',
          ...rule('x-unique-items'),
        }),
      ),
      {
        description: 'Every image id of the gallery, each once, in the order visitors see them; the first is the main slide',
      },
    ),
  }),
  { id: 'ArrangeImagesRequest' },
);
export type ArrangeImagesRequest = z.infer<typeof ArrangeImagesRequest>;

export const ChangeStatusRequest = meta(z.strictObject({ action: z.enum(['activate', 'deactivate', 'send_to_moderation']) }), {
  id: 'ChangeStatusRequest',
  description: 'Body inferred: the spec names the call only',
});
export const ProfileState = z.object({ status: ProfileStatus, is_active: Flag01, sent_to_moderation_at: z.nullable(z.string()) });

export const LikeResponse = meta(
  z.extend(Success, { likes: z.number().check(z.int(), z.nonnegative()), is_liked: z.boolean() }),
  { id: 'LikeResponse' },
);
export const FavoriteResponse = meta(z.extend(Success, { is_favorite: z.boolean() }), { id: 'FavoriteResponse' });
export const ReviewsResponse = meta(
  z.object({ reviews: tolerantList(Review), avg_rating: z.nullable(z.number().check(z.gte(0), z.lte(5))), meta: PaginationMeta }),
  { id: 'ReviewsResponse' },
);
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;
export const ReviewCreatedResponse = meta(z.extend(MessageResponse, { review: z.optional(Review) }), {
  id: 'ReviewCreatedResponse',
});

export const VerifyProfileRequest = meta(
  z.strictObject({
    profile_id: Id,
    verification_request: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(DESCRIPTION_MAX_LENGTH)),
  }),
  { id: 'VerifyProfileRequest' },
);

const owner = ['INDIVIDUAL', 'BUSSINESS'] as const;

export const profileOperations = [
  defineOperation({
    id: 'getProfile',
    method: 'get',
    path: '/api/profile/{id}',
    tag: 'profiles',
    auth: 'optional',
    summary: 'A public profile by id or slug',
    params: IdOrSlug,
    response: dataOf(Profile),
    errors: [notFound],
  }),
  defineOperation({
    id: 'listProfiles',
    method: 'get',
    path: '/api/profile',
    tag: 'profiles',
    auth: 'optional',
    summary: 'Profiles matching the filters, VIP first, then TOP (or in the chosen sort order)',
    query: ProfileListQuery,
    response: ProfileList,
    errors: [unprocessable],
    inferred: "the sort and name query parameters (beyond spec: a visitor's order and name search, x-inferred-field)",
  }),
  defineOperation({
    id: 'createProfile',
    method: 'post',
    path: '/api/profile',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Questionnaire step 1: create a profile',
    body: ProfileCreateRequest,
    response: z.object({ individualProfile: z.object({ id: Id, user_id: Id }) }),
    errors: [unauthorized, forbidden, unprocessable],
  }),
  defineOperation({
    id: 'updateProfile',
    method: 'patch',
    path: '/api/profile/{id}',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Questionnaire step 3: categories, rates, time and services; is_final finishes it',
    params: IdParam,
    body: ProfilePatchRequest,
    response: dataOf(Profile),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'getProfileForEdit',
    method: 'get',
    path: '/api/profile/{id}/edit',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'The own profile with its form values, for the editor',
    params: IdParam,
    response: dataOf(Profile),
    errors: [unauthorized, forbidden, notFound],
  }),
  defineOperation({
    id: 'saveProfileEdit',
    method: 'post',
    path: '/api/profile/{id}/edit',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Save edited form fields of the own profile',
    params: IdParam,
    body: ProfileEditRequest,
    response: dataOf(Profile),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'uploadProfileImage',
    method: 'post',
    path: '/api/profile/{id}/upload-image',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Questionnaire step 2: upload one image',
    params: IdParam,
    body: ImageUploadRequest,
    bodyType: 'multipart',
    response: dataOf(Gallery),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'deleteProfileImages',
    method: 'post',
    path: '/api/profile/{id}/delete-image',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Delete images of the own profile',
    params: IdParam,
    body: DeleteImagesRequest,
    response: dataOf(Gallery),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'arrangeProfileImages',
    method: 'post',
    path: '/api/profile/{id}/arrange-images',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Choose the main photo and the order of the photos of the own profile',
    params: IdParam,
    body: ArrangeImagesRequest,
    response: dataOf(Gallery),
    errors: [unauthorized, forbidden, notFound, unprocessable],
    extra: true,
    inferred: 'the spec has upload-image and delete-image only; the owner chooses the main photo and the order here',
  }),
  defineOperation({
    id: 'changeProfileStatus',
    method: 'post',
    path: '/api/profile/{id}/change-status',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Activate, deactivate or send the profile to moderation',
    params: IdParam,
    body: ChangeStatusRequest,
    response: dataOf(ProfileState),
    errors: [unauthorized, forbidden, notFound, unprocessable],
    inferred: 'request and response bodies',
  }),
  defineOperation({
    id: 'likeProfile',
    method: 'post',
    path: '/api/profile/{id}/like',
    tag: 'profiles',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Like a profile (once per member; again to unlike)',
    params: IdParam,
    response: LikeResponse,
    errors: [unauthorized, forbidden, notFound],
    outcome: { restricted: 'likesClientsOnly' },
  }),
  defineOperation({
    id: 'listProfileReviews',
    method: 'get',
    path: '/api/profile/{id}/reviews',
    tag: 'profiles',
    auth: 'optional',
    summary: 'Reviews of a profile with its average rating',
    params: IdParam,
    query: PageQuery,
    response: ReviewsResponse,
    errors: [notFound],
  }),
  defineOperation({
    id: 'createProfileReview',
    method: 'post',
    path: '/api/profile/{id}/reviews',
    tag: 'profiles',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Review a profile',
    params: IdParam,
    body: ReviewCreateRequest,
    response: ReviewCreatedResponse,
    errors: [unauthorized, forbidden, notFound, unprocessable],
    outcome: { successMessage: 'reviewCreated', restricted: 'reviewsUsersOnly', feedback: true },
    inferred: REVIEW_RULES,
  }),
  defineOperation({
    id: 'requestProfileVerification',
    method: 'post',
    path: '/api/verify-profile',
    tag: 'profiles',
    auth: 'required',
    roles: owner,
    summary: 'Ask for the verified badge',
    body: VerifyProfileRequest,
    response: z.extend(MessageResponse, { data: z.object({ verification_requested: z.boolean() }) }),
    errors: [unauthorized, forbidden, unprocessable],
    inferred: 'response body',
  }),
  defineOperation({
    id: 'favoriteProfile',
    method: 'post',
    path: '/api/profile/{id}/favorite',
    tag: 'profiles',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Add a profile to favourites (again to remove)',
    params: IdParam,
    response: FavoriteResponse,
    errors: [unauthorized, forbidden, notFound],
    outcome: { restricted: 'favoritesClientsOnly' },
    extra: true,
    inferred: 'the spec lists favourites of businesses only; the client area shows favourite profiles too',
  }),
] as const;
