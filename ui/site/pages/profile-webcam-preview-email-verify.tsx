import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile_webcam/preview/email-verify. */
export default function Page() {
  return <AccountPage titleKey="auth.verifying" />;
}
