import { BusinessDetail, businessDetailLoader } from '../page-kit/BusinessDetail';

/** §2 /agencies/{slug}. */
export const loader = businessDetailLoader('slug');

export default function Page() {
  return <BusinessDetail paramKey="slug" />;
}
