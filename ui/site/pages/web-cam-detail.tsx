import { ProfileDetail, profileDetailLoader } from '../page-kit/ProfileDetail';

/** §2 /web_cam/{slug}: a web cam model. */
export const loader = profileDetailLoader('slug');

export default function Page() {
  return <ProfileDetail paramKey="slug" />;
}
