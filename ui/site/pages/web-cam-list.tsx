import { ProfileListing, profileListingLoader } from '../page-kit/ProfileListing';

/** §2 /web_cam: web cam models. */
export const loader = profileListingLoader('web_cam');

export default function Page() {
  return <ProfileListing category="web_cam" titleKey="categories.web_cam.title" descriptionKey="categories.web_cam.description" />;
}
