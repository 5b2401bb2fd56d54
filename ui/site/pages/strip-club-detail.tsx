import { BusinessDetail, businessDetailLoader } from '../page-kit/BusinessDetail';

/** §2 /strip_club/{slug}. */
export const loader = businessDetailLoader('slug');

export default function Page() {
  return <BusinessDetail paramKey="slug" />;
}
