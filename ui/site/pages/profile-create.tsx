import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile/create-profile: questionnaire step 1. */
export default function Page() {
  return <AccountPage titleKey="editor.steps.general" />;
}
