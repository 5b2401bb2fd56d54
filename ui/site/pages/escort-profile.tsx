import { ProfileDetail, profileDetailLoader } from '../page-kit/ProfileDetail';

/** §2 /escort/{slug}: a public profile. */
export const loader = profileDetailLoader('slug');

export default function Page() {
  return <ProfileDetail paramKey="slug" />;
}
