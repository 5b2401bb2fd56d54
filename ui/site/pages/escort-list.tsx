import { ProfileListing, profileListingLoader } from '../page-kit/ProfileListing';

/** §2 /escort: the escort listing. */
export const loader = profileListingLoader('escort');

export default function Page() {
  return <ProfileListing category="escort" titleKey="categories.escort.title" descriptionKey="categories.escort.description" />;
}
