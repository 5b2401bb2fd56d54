import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile: the model’s own profile. */
export default function Page() {
  return <AccountPage titleKey="editor.tabs.profile" links={[{ route: 'profile-edit', labelKey: 'common.edit' }, { route: 'profile-preview', labelKey: 'editor.steps.preview' }, { route: 'profile-payments', labelKey: 'payments.balance' }]} />;
}
