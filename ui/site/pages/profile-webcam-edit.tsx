import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile_webcam/edit: the profile editor. */
export default function Page() {
  return <AccountPage titleKey="common.edit" />;
}
