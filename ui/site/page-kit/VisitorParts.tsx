import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { DEFAULT_LOCALE, SITE_NAME, localizePath, routePath, profileRouteFor } from '@portal/sdk';
import type { Gallery, Profile, ProfileSummary } from '@portal/sdk';
import { ContactBar, PhotoViewer, ShareButton, photoSlides } from '@portal/components';
import type { PhotoViewerProps } from '@portal/components';
import type { RecentProfile } from '../data/recently-viewed';
import { useSection } from '../data/use-section';
import { useServices } from '../data/use-services';
import { laterPart } from '../shell/lazy-part';

/**
 * What visitors of leading directory sites expect on a profile and a business page (beyond the
 * spec): one chunk of lazy parts (shell/lazy-part.tsx) after the page's first load,
 * whose texts are the catalog's `visitor` section (the page's loader adds it on the server; here
 * each part waits for it in the browser, keeping the server's HTML meanwhile).
 */

/** The list (drawn in the browser only: the server and the hydrating page render nothing) comes once the page is interactive. */
const RecentlyViewedSection = laterPart(() => import('./RecentlyViewedPart').then((m) => m.RecentlyViewedSection));

/** The gallery's "Full screen" button and the full-screen photos. */
export function PhotoFullScreen({ images, name, ...rest }: Omit<PhotoViewerProps, 'slides'> & { images: Gallery }) {
  useSection('visitor');
  const slides = useMemo(() => photoSlides(images, name), [images, name]);
  return <PhotoViewer slides={slides} name={name} {...rest} />;
}

/** This profile as a recently viewed card. */
function recentCardOf(profile: Profile, price: ProfileSummary['price_from']): RecentProfile {
  const { id, slug, category, name, age, city, statuses } = profile;
  return {
    id, slug, category, name, age, city, statuses, price_from: price,
    main_image: profile.images.main_slide ?? null,
    path: routePath(profileRouteFor(category), { slug }, DEFAULT_LOCALE),
  };
}

/**
 * The end of a profile: the phone's contact bar, and (on the public page, `recent`) the profile
 * recorded as recently viewed with the others listed.
 */
export function ProfileExtras({ profile, price, recent }: { profile: Profile; price: ProfileSummary['price_from']; recent: boolean }) {
  useSection('visitor');
  const current = useMemo(() => (recent ? recentCardOf(profile, price) : undefined), [recent, profile, price]);
  return (
    <>
      <ContactBar name={profile.name} phone={profile.phone_number} whatsapp={profile.whatsapp_number} telegram={profile.telegram_number} />
      {current ? <RecentlyViewedSection current={current} /> : null}
    </>
  );
}

/** Share or copy this page's address (its language kept, its query left out). */
export function ShareThisPage({ name }: { name: string }) {
  useSection('visitor');
  const { t } = useCachedTranslation();
  const { origin, locale } = useServices();
  const { pathname } = useLocation();
  return <ShareButton url={`${origin}${localizePath(pathname, locale)}`} title={t('visitor.share.title', { name, site: SITE_NAME })} />;
}
