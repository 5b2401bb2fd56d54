import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: add a model profile. */
export default function Page() {
  return <AccountPage titleKey="business.addModel" textKeys={['business.incognitoHint']} />;
}
