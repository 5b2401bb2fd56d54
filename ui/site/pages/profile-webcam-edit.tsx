import type { Section } from '@portal/sdk/i18n';
import { ProfileEditorPage } from '../page-kit/profile-area/ProfileEditorPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /profile_webcam/edit: the editor on the own web cam profile. */
export default function Page() {
  return <ProfileEditorPage mode="edit" area="webcam" />;
}
