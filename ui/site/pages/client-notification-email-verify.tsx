import { AccountPage } from '../page-kit/AccountPage';

/** §2 client area: email verification (no layout setting). */
export default function Page() {
  return <AccountPage titleKey="auth.verifying" />;
}
