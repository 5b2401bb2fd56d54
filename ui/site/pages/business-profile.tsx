import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 business area: the dashboard. */
export default function Page() {
  return <AccountPage titleKey="nav.account" links={[{ route: 'business-edit', labelKey: 'common.edit' }, { route: 'business-payments', labelKey: 'payments.balance' }, { route: 'business-list-questionnaires', labelKey: 'business.models' }]} />;
}
