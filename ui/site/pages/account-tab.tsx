import { useMatches } from 'react-router';
import type { Section } from '@portal/sdk/i18n';
import { accountTabOf } from '@portal/sdk';
import { AccountPage } from '../page-kit/AccountPage';
import { AccountSettings } from '../page-kit/account-area/AccountSettings';
import { BusinessTabPage } from '../page-kit/business-area/BusinessTabPage';
import { ProfileOverview } from '../page-kit/profile-area/ProfileOverview';

/**
 * Account-area texts (tabs, settings, calendar) are the catalog's editor section; the settings'
 * password and email forms also read the auth section (passwords that differ, an email in use).
 */
export const sections: readonly Section[] = ['editor', 'auth'];

/**
 * The account tabs that are routes of their own (/profile/settings, /profile_webcam/calendar,
 * /business/messages, /client/settings...). One module for all of them, told apart by the matched
 * route's id (see `page` in the route table): every page module costs each page's first load an importer.
 */
export default function Page() {
  const routeId = useMatches().at(-1)?.id ?? '';
  if (routeId === 'client-settings') {
    return (
      <AccountPage titleKey="editor.tabs.settings" tab="settings">
        <AccountSettings />
      </AccountPage>
    );
  }
  const where = accountTabOf(routeId);
  if (!where || where.tab === 'profile' || where.tab === 'purchases') return null;
  if (where.area === 'business') return <BusinessTabPage tab={where.tab === 'messages' ? 'messages' : 'settings'} />;
  return <ProfileOverview area={where.area} tab={where.tab} />;
}
