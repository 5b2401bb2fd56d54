import { BusinessListing, businessListingLoader } from '../page-kit/BusinessListing';

/** §2 /agencies. */
export const loader = businessListingLoader('agencies');

export default function Page() {
  return <BusinessListing type="agencies" titleKey="categories.agencies.title" descriptionKey="categories.agencies.description" />;
}
