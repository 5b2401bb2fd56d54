import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: one model profile of the business. */
export default function Page() {
  return <AccountPage titleKey="business.models" />;
}
