import { BusinessListing, businessListingLoader } from '../page-kit/BusinessListing';

/** §2 /strip_club. */
export const loader = businessListingLoader('strip_club');

export default function Page() {
  return <BusinessListing type="strip_club" titleKey="categories.strip_club.title" descriptionKey="categories.strip_club.description" />;
}
