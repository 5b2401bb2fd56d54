import type { Section } from '@portal/sdk/i18n';
import { ProfileOverview } from '../page-kit/profile-area/ProfileOverview';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile: the model’s account area. */
export default function Page() {
  return <ProfileOverview area="profile" />;
}
