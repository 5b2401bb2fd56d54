import type { Section } from '../../../sdk/i18n';
import { ProfileOverview } from '../page-kit/profile-area/ProfileOverview';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** Issue 18: /profile_webcam/calendar, the calendar tab of the account area as a page of its own. */
export default function Page() {
  return <ProfileOverview area="webcam" tab="calendar" />;
}
