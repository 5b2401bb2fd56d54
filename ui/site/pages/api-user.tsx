import { AccountPage } from '../page-kit/AccountPage';

/** §2 /api/user: a page route whose content the spec does not show. */
export default function Page() {
  return <AccountPage titleKey="nav.account" links={[{ route: 'login', labelKey: 'nav.login' }, { route: 'become-member', labelKey: 'nav.becomeMember' }]} />;
}
