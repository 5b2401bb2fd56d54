import type { Section } from '@portal/sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';
import { ClientNotifications, clientNotificationsLoader } from '../page-kit/ClientArea';

/** Account-area texts (tabs, editor steps) are the catalog's editor section; the role under the heading is in the auth section. */
export const sections: readonly Section[] = ['editor', 'auth'];

export const loader = clientNotificationsLoader;

/** §2 client area: notifications about new models (and replies to the member's reviews), and switches for both. */
export default function Page() {
  return (
    <AccountPage titleKey="pages.client.notifications" tab="notifications">
      <ClientNotifications />
    </AccountPage>
  );
}
