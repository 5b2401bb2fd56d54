import * as z from 'zod/mini';
import { meta } from '../compose';
import { DESCRIPTION_MAX_LENGTH, HTTP, QUESTIONNAIRE_PROGRESS } from '../constants';
import { AgencyPicture, Business, BusinessSummary, BusinessType, GeneralInfo } from '../entities/business';
import { Gallery } from '../entities/media';
import { paginated } from '../entities/pagination';
import { PROFILE_SUMMARY_SECTIONS, ProfileStatus, ProfileSummary } from '../entities/profile';
import { REVIEW_RULES, ReviewCreateRequest } from '../entities/review';
import { Service } from '../entities/service';
import { WorkingTime } from '../entities/working-time';
import { BusinessFilters, PageQuery } from '../filters';
import { Flag01, Id, Name, SafeUrl, ShortText } from '../primitives';
import { dataOf, IdOrSlug, IdParam } from './common';
import {
  DeleteImagesRequest,
  FavoriteResponse,
  ImageUploadRequest,
  LikeResponse,
  ReviewCreatedResponse,
  ReviewsResponse,
} from './profiles';
import { defineOperation } from './operation';
import { optionalSections, tolerantList } from '../tolerance';

const { unauthorized, forbidden, notFound, unprocessable } = HTTP;

export const BusinessListQuery = meta(z.safeExtend(BusinessFilters, PageQuery.shape), { id: 'BusinessListQuery' });
export const BusinessList = meta(paginated(BusinessSummary), { id: 'BusinessList' });
export type BusinessList = z.infer<typeof BusinessList>;

/** A model profile as its business sees it on the dashboard. */
export const DashboardProfile = optionalSections(
  meta(z.extend(ProfileSummary, { status: ProfileStatus, is_active: Flag01 }), { id: 'DashboardProfile' }),
  PROFILE_SUMMARY_SECTIONS,
);
export type DashboardProfile = z.infer<typeof DashboardProfile>;

export const QuestionnaireProgress = z.enum(QUESTIONNAIRE_PROGRESS);
export const BusinessQuestionnaire = meta(
  z.object({
    general_info: QuestionnaireProgress,
    categories: QuestionnaireProgress,
    images: QuestionnaireProgress,
    is_final: z.boolean(),
  }),
  { id: 'BusinessQuestionnaire' },
);

/** POST /api/business/{id}: general info or categories (and the rest of the page), optional is_final. */
export const BusinessUpdateRequest = meta(
  z.strictObject({
    name: z.optional(Name),
    website: z.optional(z.nullable(SafeUrl)),
    description: z.optional(z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH))),
    title: z.optional(ShortText),
    type: z.optional(BusinessType),
    general_info: z.optional(GeneralInfo),
    categories: z.optional(z.array(Id)),
    working_time: z.optional(WorkingTime),
    additional_services: z.optional(z.array(Service)),
    inklusive_services: z.optional(z.array(Service)),
    our_addittional_service: z.optional(z.nullable(z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)))),
    agency_picture: z.optional(AgencyPicture),
    is_final: z.optional(z.boolean()),
  }),
  { id: 'BusinessUpdateRequest' },
);
export type BusinessUpdateRequest = z.infer<typeof BusinessUpdateRequest>;

export const DeleteBusinessImagesRequest = meta(
  z.extend(DeleteImagesRequest, {
    images: z.optional(DeleteImagesRequest.shape.images),
    main_slide: z.optional(z.boolean()),
  }),
  { id: 'DeleteBusinessImagesRequest' },
);

export const businessOperations = [
  defineOperation({
    id: 'listBusinesses',
    method: 'get',
    path: '/api/business',
    tag: 'businesses',
    auth: 'none',
    summary: 'Businesses, 40 a page, VIP first, then TOP',
    query: BusinessListQuery,
    response: BusinessList,
    errors: [unprocessable],
  }),
  defineOperation({
    id: 'showBusiness',
    method: 'get',
    path: '/api/business/{id}/show',
    tag: 'businesses',
    auth: 'optional',
    summary: 'A public business page with its active models',
    params: IdOrSlug,
    response: z.object({ business: Business, profiles: tolerantList(ProfileSummary) }),
    errors: [notFound],
  }),
  defineOperation({
    id: 'getBusiness',
    method: 'get',
    path: '/api/business/{id}',
    tag: 'businesses',
    auth: 'required',
    roles: ['BUSSINESS'],
    summary: 'The own business with every model profile, for the dashboard',
    params: IdParam,
    response: z.extend(dataOf(Business), { profiles: tolerantList(DashboardProfile) }),
    errors: [unauthorized, forbidden, notFound],
    inferred: 'response body',
  }),
  defineOperation({
    id: 'getBusinessQuestionnaire',
    method: 'get',
    path: '/api/business/{id}/test',
    tag: 'businesses',
    auth: 'required',
    roles: ['BUSSINESS'],
    summary: 'Progress of the business questionnaire',
    params: IdParam,
    response: dataOf(BusinessQuestionnaire),
    errors: [unauthorized, forbidden, notFound],
    inferred: 'the spec names the path only; read here as the questionnaire check',
  }),
  defineOperation({
    id: 'updateBusiness',
    method: 'post',
    path: '/api/business/{id}',
    tag: 'businesses',
    auth: 'required',
    roles: ['BUSSINESS'],
    summary: 'Save general info, categories and the rest of the business page; is_final finishes the questionnaire',
    params: IdParam,
    body: BusinessUpdateRequest,
    response: dataOf(Business),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'uploadBusinessImage',
    method: 'post',
    path: '/api/business/{id}/upload-image',
    tag: 'businesses',
    auth: 'required',
    roles: ['BUSSINESS'],
    summary: 'Upload one image of the business',
    params: IdParam,
    body: ImageUploadRequest,
    bodyType: 'multipart',
    response: dataOf(Gallery),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'deleteBusinessImages',
    method: 'post',
    path: '/api/business/{id}/delete-image',
    tag: 'businesses',
    auth: 'required',
    roles: ['BUSSINESS'],
    summary: 'Delete images of the business, or its main slide',
    params: IdParam,
    body: DeleteBusinessImagesRequest,
    response: dataOf(Gallery),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'favoriteBusiness',
    method: 'post',
    path: '/api/business/{id}/favorite',
    tag: 'businesses',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Add a business to favourites (again to remove)',
    params: IdParam,
    response: FavoriteResponse,
    errors: [unauthorized, forbidden, notFound],
    outcome: { restricted: 'favoritesClientsOnly' },
  }),
  defineOperation({
    id: 'likeBusiness',
    method: 'post',
    path: '/api/business/{id}/like',
    tag: 'businesses',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Like a business (once per member; again to unlike)',
    params: IdParam,
    response: LikeResponse,
    errors: [unauthorized, forbidden, notFound],
    outcome: { restricted: 'likesClientsOnly' },
  }),
  defineOperation({
    id: 'listBusinessReviews',
    method: 'get',
    path: '/api/business/{id}/reviews',
    tag: 'businesses',
    auth: 'optional',
    summary: 'Reviews of a business with its average rating',
    params: IdParam,
    query: PageQuery,
    response: ReviewsResponse,
    errors: [notFound],
  }),
  defineOperation({
    id: 'createBusinessReview',
    method: 'post',
    path: '/api/business/{id}/reviews',
    tag: 'businesses',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Review a business',
    params: IdParam,
    body: ReviewCreateRequest,
    response: ReviewCreatedResponse,
    errors: [unauthorized, forbidden, notFound, unprocessable],
    outcome: { successMessage: 'reviewCreated', restricted: 'reviewsUsersOnly', feedback: true },
    inferred: REVIEW_RULES,
  }),
] as const;
