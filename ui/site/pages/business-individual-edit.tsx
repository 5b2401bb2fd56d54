import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: edit a model profile of the business. */
export default function Page() {
  return <AccountPage titleKey="editor.steps.general" />;
}
