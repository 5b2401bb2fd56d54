import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: email verification. */
export default function Page() {
  return <AccountPage titleKey="auth.verifying" />;
}
