import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: one purchase. */
export default function Page() {
  return <AccountPage titleKey="payments.history.title" />;
}
