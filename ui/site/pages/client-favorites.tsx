import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 client area: favourites. */
export default function Page() {
  return <AccountPage titleKey="pages.client.favorites" textKeys={['pages.client.favoritesEmpty']} links={[{ route: 'client-notification', labelKey: 'pages.client.notifications' }, { route: 'client-review', labelKey: 'pages.client.myReviews' }]} />;
}
