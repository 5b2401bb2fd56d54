import { AccountPage } from '../page-kit/AccountPage';

/** §2 client area: the member’s reviews. */
export default function Page() {
  return <AccountPage titleKey="pages.client.myReviews" />;
}
