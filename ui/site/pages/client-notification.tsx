import { AccountPage } from '../page-kit/AccountPage';

/** §2 client area: notifications about new models. */
export default function Page() {
  return <AccountPage titleKey="pages.client.notifications" textKeys={['pages.client.newModels']} />;
}
