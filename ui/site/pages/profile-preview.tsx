import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile/preview. */
export default function Page() {
  return <AccountPage titleKey="editor.steps.preview" />;
}
