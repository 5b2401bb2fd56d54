import { AccountPage } from '../page-kit/AccountPage';

/** §2 client area: favourites. */
export default function Page() {
  return <AccountPage titleKey="pages.client.favorites" textKeys={['pages.client.favoritesEmpty']} links={[{ route: 'client-notification', labelKey: 'pages.client.notifications' }, { route: 'client-review', labelKey: 'pages.client.myReviews' }]} />;
}
