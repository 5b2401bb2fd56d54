import type { Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';

/** Reviews: every function derived from its operation (./derive). */
export function reviewEndpoints(t: Transport) {
  return {
    /** POST /api/reviews/{id}/reply: the reviewed model or business answers a review. */
    reply: endpoint(t, routes.replyToReview),

    /** GET /api/reviews: reviews matching the filters, newest first. */
    list: endpoint(t, routes.listReviews),

    /** GET /api/reviews-filter-data: options of the reviews filters. */
    filterData: endpoint(t, routes.getReviewsFilterData),
  };
}
