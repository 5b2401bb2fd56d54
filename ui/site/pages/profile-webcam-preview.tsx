import type { Section } from '@portal/sdk/i18n';
import { ProfilePreviewPage } from '../page-kit/profile-area/ProfilePreviewPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile_webcam/preview: the own profile as visitors see it. */
export default function Page() {
  return <ProfilePreviewPage area="webcam" />;
}
