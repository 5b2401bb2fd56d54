import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile: the model’s own profile. */
export default function Page() {
  return <AccountPage titleKey="editor.tabs.profile" links={[{ route: 'profile-edit', labelKey: 'common.edit' }, { route: 'profile-preview', labelKey: 'editor.steps.preview' }, { route: 'profile-payments', labelKey: 'payments.balance' }]} />;
}
