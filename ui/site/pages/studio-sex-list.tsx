import { BusinessListing, businessListingLoader } from '../page-kit/BusinessListing';

/** §2 /studio_sex. */
export const loader = businessListingLoader('studio_sex');

export default function Page() {
  return <BusinessListing type="studio_sex" titleKey="categories.studio_sex.title" descriptionKey="categories.studio_sex.description" />;
}
