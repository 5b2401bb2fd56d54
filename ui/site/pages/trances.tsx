import { ProfileListing, profileListingLoader } from '../page-kit/ProfileListing';

/** §2 /trances: trans models. */
export const loader = profileListingLoader('trances');

export default function Page() {
  return <ProfileListing category="trances" titleKey="categories.trances.title" descriptionKey="categories.trances.description" />;
}
