import type { z } from 'zod/mini';
import { PAGE_SIZE } from '../../schemas/constants';
import type { ReviewReplyRequest } from '../../schemas/entities/review';
import type { ReviewFilters } from '../../schemas/filters';
import { responseOf } from './operation-schemas';
import type { CallOptions, Transport } from '../client/transport';
import { normalizeFilters } from './filters';

export function reviewEndpoints(t: Transport) {
  return {
    /** POST /api/reviews/{id}/reply: the reviewed model or business answers a review. */
    reply: (id: number, body: z.infer<typeof ReviewReplyRequest>, o?: CallOptions) =>
      t.call(responseOf('replyToReview'), (api, init) => api.POST('/api/reviews/{id}/reply', { ...init, params: { path: { id } }, body }), o),

    /** GET /api/reviews: reviews matching the filters, newest first. */
    list: (filters: ReviewFilters = {}, page = 1, o?: CallOptions) => {
      const query = { ...normalizeFilters(filters), page, per_page: PAGE_SIZE };
      return t.call(responseOf('listReviews'), (api, init) => api.GET('/api/reviews', { ...init, params: { query } }), o);
    },

    /** GET /api/reviews-filter-data: options of the reviews filters. */
    filterData: (o?: CallOptions) =>
      t.call(responseOf('getReviewsFilterData'), (api, init) => api.GET('/api/reviews-filter-data', { ...init }), o),
  };
}
