import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile_webcam: the model’s own profile. */
export default function Page() {
  return <AccountPage titleKey="editor.tabs.profile" links={[{ route: 'profile-webcam-edit', labelKey: 'common.edit' }, { route: 'profile-webcam-preview', labelKey: 'editor.steps.preview' }, { route: 'profile-webcam-payments', labelKey: 'payments.balance' }]} />;
}
