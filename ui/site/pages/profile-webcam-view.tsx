import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile_webcam: the model’s own profile. */
export default function Page() {
  return <AccountPage titleKey="editor.tabs.profile" links={[{ route: 'profile-webcam-edit', labelKey: 'common.edit' }, { route: 'profile-webcam-preview', labelKey: 'editor.steps.preview' }, { route: 'profile-webcam-payments', labelKey: 'payments.balance' }]} />;
}
