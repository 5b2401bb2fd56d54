import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 client area: notifications about new models. */
export default function Page() {
  return <AccountPage titleKey="pages.client.notifications" textKeys={['pages.client.newModels']} />;
}
