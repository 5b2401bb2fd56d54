import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: the questionnaires of the business’s models. */
export default function Page() {
  return <AccountPage titleKey="business.models" links={[{ route: 'business-add-model', labelKey: 'business.addModel' }]} />;
}
