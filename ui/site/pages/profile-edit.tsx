import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile/edit: the profile editor. */
export default function Page() {
  return <AccountPage titleKey="common.edit" />;
}
