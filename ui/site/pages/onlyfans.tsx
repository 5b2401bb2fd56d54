import { ProfileListing, profileListingLoader } from '../page-kit/ProfileListing';

/** §2 /onlyfans: models with OnlyFans pages. */
export const loader = profileListingLoader('onlyfans');

export default function Page() {
  return <ProfileListing category="onlyfans" titleKey="categories.onlyfans.title" descriptionKey="categories.onlyfans.description" />;
}
