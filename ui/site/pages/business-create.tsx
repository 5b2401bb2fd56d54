import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: create the business page. */
export default function Page() {
  return <AccountPage titleKey="business.generalInfo" links={[{ route: 'business-profile', labelKey: 'nav.account' }]} />;
}
