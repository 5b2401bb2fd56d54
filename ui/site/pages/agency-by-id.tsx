import { BusinessDetail, businessDetailLoader } from '../page-kit/BusinessDetail';

/** §2 /agency/{id}: an agency page by id. */
export const loader = businessDetailLoader('id');

export default function Page() {
  return <BusinessDetail paramKey="id" />;
}
