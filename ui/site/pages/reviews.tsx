import { ReviewsPage, reviewsLoader } from '../page-kit/ReviewsPage';

/** §2 /reviews. */
export const loader = reviewsLoader;

export default function Page() {
  return <ReviewsPage />;
}
