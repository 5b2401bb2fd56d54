import type { Section } from '@portal/sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';
import { ClientReviews, clientReviewsLoader } from '../page-kit/ClientArea';

/** Account-area texts (tabs, editor steps) are the catalog's editor section; the role under the heading is in the auth section. */
export const sections: readonly Section[] = ['editor', 'auth'];

export const loader = clientReviewsLoader;

/** §2 client area: the member’s reviews with the models' and businesses' replies. */
export default function Page() {
  return (
    <AccountPage titleKey="pages.client.myReviews" tab="reviews">
      <ClientReviews />
    </AccountPage>
  );
}
