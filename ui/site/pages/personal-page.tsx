import { ProfileDetail, profileDetailLoader } from '../page-kit/ProfileDetail';

/** §2 /personal-page/{id}: a model’s personal page, by profile id. */
export const loader = profileDetailLoader('id');

export default function Page() {
  return <ProfileDetail paramKey="id" />;
}
