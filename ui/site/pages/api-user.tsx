import type { Section } from '@portal/sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** The role under the heading is in the catalog's auth section. */
export const sections: readonly Section[] = ['auth'];

/** §2 /api/user: a page route whose content the spec does not show. */
export default function Page() {
  return <AccountPage titleKey="nav.account" links={[{ route: 'login', labelKey: 'nav.login' }, { route: 'become-member', labelKey: 'nav.becomeMember' }]} />;
}
