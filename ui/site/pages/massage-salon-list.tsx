import { BusinessListing, businessListingLoader } from '../page-kit/BusinessListing';

/** §2 /massage_salons. */
export const loader = businessListingLoader('massage_salons');

export default function Page() {
  return <BusinessListing type="massage_salons" titleKey="categories.massage_salons.title" descriptionKey="categories.massage_salons.description" />;
}
