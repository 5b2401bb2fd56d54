import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile_webcam/preview. */
export default function Page() {
  return <AccountPage titleKey="editor.steps.preview" />;
}
