import * as z from 'zod/mini';
import { meta } from '../compose';
import { HTTP } from '../constants';
import { paginated } from '../entities/pagination';
import { Category } from '../entities/reference';
import { Review, ReviewReplyRequest } from '../entities/review';
import { PageQuery, ReviewFilters } from '../filters';
import { Option } from '../primitives';
import { MessageResponse } from './errors';
import { dataOf, IdParam } from './common';
import { defineOperation } from './operation';

const { unauthorized, forbidden, notFound, unprocessable } = HTTP;

export const ReviewListQuery = meta(z.safeExtend(ReviewFilters, PageQuery.shape), { id: 'ReviewListQuery' });
export const ReviewList = meta(paginated(Review), { id: 'ReviewList' });
export type ReviewList = z.infer<typeof ReviewList>;
export const ReviewsFilterData = meta(
  z.object({
    cities: z.array(Option),
    ratings: z.array(z.number().check(z.int(), z.gte(1), z.lte(5))),
    categories: z.array(Category),
  }),
  { id: 'ReviewsFilterData' },
);

export const reviewOperations = [
  defineOperation({
    id: 'replyToReview',
    method: 'post',
    path: '/api/reviews/{id}/reply',
    tag: 'reviews',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'The reviewed model or business replies to a review',
    params: IdParam,
    body: ReviewReplyRequest,
    response: z.extend(MessageResponse, { data: Review }),
    errors: [unauthorized, forbidden, notFound, unprocessable],
  }),
  defineOperation({
    id: 'listReviews',
    method: 'get',
    path: '/api/reviews',
    tag: 'reviews',
    auth: 'optional',
    summary: 'Reviews matching the filters, newest first',
    query: ReviewListQuery,
    response: ReviewList,
    errors: [unprocessable],
  }),
  defineOperation({
    id: 'getReviewsFilterData',
    method: 'get',
    path: '/api/reviews-filter-data',
    tag: 'reviews',
    auth: 'none',
    summary: 'Options of the reviews filters',
    response: dataOf(ReviewsFilterData),
    errors: [],
  }),
] as const;
