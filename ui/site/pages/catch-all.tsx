import { ProfileDetail, profileDetailLoader } from '../page-kit/ProfileDetail';

/** §2 /{slug}: a single-segment page; a profile by its slug, else 404. */
export const loader = profileDetailLoader('slug');

export default function Page() {
  return <ProfileDetail paramKey="slug" />;
}
