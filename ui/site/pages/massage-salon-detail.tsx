import { BusinessDetail, businessDetailLoader } from '../page-kit/BusinessDetail';

/** §2 /massage_salons/{slug}. */
export const loader = businessDetailLoader('slug');

export default function Page() {
  return <BusinessDetail paramKey="slug" />;
}
