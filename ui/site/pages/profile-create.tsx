import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile/create-profile: questionnaire step 1. */
export default function Page() {
  return <AccountPage titleKey="editor.steps.general" />;
}
