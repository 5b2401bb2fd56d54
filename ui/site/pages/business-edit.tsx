import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: edit the business page. */
export default function Page() {
  return <AccountPage titleKey="business.agencyInfo" />;
}
