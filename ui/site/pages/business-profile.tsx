import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: the dashboard. */
export default function Page() {
  return <AccountPage titleKey="nav.account" links={[{ route: 'business-edit', labelKey: 'common.edit' }, { route: 'business-payments', labelKey: 'payments.balance' }, { route: 'business-list-questionnaires', labelKey: 'business.models' }]} />;
}
