import { memo, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Profile, ProfileSummary, Review, ReviewsResponse, Role } from '@portal/sdk';
import { routePath, profileRouteFor } from '@portal/sdk';
import { ContactReveal, Gallery, ProfileNav } from '@portal/components';
import { useServices } from '../data/use-services';
import { laterPart, lazyPart } from '../shell/lazy-part';
import { ProfileHeadline } from './ProfileHeadline';
import styles from './detail.module.css';

// What the visitor sees first (photos, name, badges, contacts) hydrates with the page; the rest
// comes in one later chunk, asked for once the page is interactive, its server HTML shown meanwhile
// (ProfileDeferredParts.tsx).
const ProfileAvailability = laterPart(() => import('./ProfileDeferredParts').then((m) => m.ProfileAvailability));
const ProfileFacts = laterPart(() => import('./ProfileDeferredParts').then((m) => m.ProfileFacts));
const ProfileSections = laterPart(() => import('./ProfileDeferredParts').then((m) => m.ProfileSections));
// Beyond the spec: full-screen photos, the phone's contact bar, recently viewed (one later chunk).
const PhotoFullScreen = lazyPart(() => import('./VisitorParts').then((m) => m.PhotoFullScreen));
const ProfileExtras = memo(lazyPart(() => import('./VisitorParts').then((m) => m.ProfileExtras)));

/** The lowest rate (incall or outcall), as the listing's cards show it; none without rates. */
export function lowestRate(profile: Pick<Profile, 'my_price' | 'currency'>): ProfileSummary['price_from'] {
  const prices = [...profile.my_price.incall, ...profile.my_price.outcall].filter((v): v is number => v !== null);
  return prices.length > 0 && profile.currency ? { amount: Math.min(...prices), currency: profile.currency.code } : null;
}

export interface ProfileViewProps {
  profile: Profile;
  reviews?: ReviewsResponse;
  /** Where "buy this place" leads (the personal page, or on from there to buying). */
  buyPlaceHref: string;
  /** Instead of the plain "buy this place" link: what a viewer who cannot buy is offered. */
  buyPlace?: ReactNode;
  /** The name is the page's h1 on the public page, an h2 inside the owner's preview. */
  nameLevel?: 1 | 2;
  /** Like, favourite and report (the public page's lazy chunk); left out in the owner's preview. */
  actions?: ReactNode;
  /** The review and reply forms under the list. */
  reviewArea?: ReactNode;
  viewerRole?: Role | null;
  loginHref?: string;
  isOwner?: boolean;
  onReply?: (review: Review) => void;
  /** The share button, an icon on the gallery (the public page's). */
  share?: ReactNode;
  /** Records this profile as recently viewed and lists the others (the public page's). */
  recent?: boolean;
  /**
   * Previous/next within the list the visitor came from (its filters, order and page); without
   * it, the API's neighbours in the default order.
   */
  nav?: { previousHref: string | null; nextHref: string | null };
}

/**
 * A profile as visitors see it (§2): photos, badges and the sponsored label, parameters, services,
 * rates, working time, contacts, previous/next, last seen, created, modified, total views, reviews,
 * other girls nearby and buy this place. The public page and the owner's preview both show this.
 */
export function ProfileView({
  profile, reviews, buyPlaceHref, buyPlace, nameLevel = 1, actions, reviewArea, viewerRole = null, loginHref, isOwner = false, onReply, share, recent = false, nav,
}: ProfileViewProps) {
  const { locale } = useServices();
  const route = profileRouteFor(profile.category);
  const hrefOf = (slug: string | null) => (slug ? routePath(route, { slug }, locale) : null);
  const price = useMemo(() => lowestRate(profile), [profile]);
  // The photo shown, in the gallery and full screen alike.
  const [photo, setPhoto] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <article className={styles.detail}>
      {/* Photo first: on a phone the gallery spans the screen right under the site's header, then
          previous/next as a slim bar, then the name, meta line and price (all in the first screen).
          Wider: the photos on the left, the rest beside them. */}
      <div className={styles.columns}>
        <Gallery
          images={profile.images}
          name={profile.name}
          className={styles.gallery}
          index={photo}
          onIndexChange={setPhoto}
          onPhotoClick={(index) => {
            setPhoto(index);
            setFullScreen(true);
          }}
        >
          <PhotoFullScreen images={profile.images} name={profile.name} index={photo} onIndexChange={setPhoto} open={fullScreen} onOpenChange={setFullScreen} />
          {share ? <div className={styles.galleryShare}>{share}</div> : null}
        </Gallery>
        <ProfileNav
          previousHref={nav ? nav.previousHref : hrefOf(profile.prev_slug)}
          nextHref={nav ? nav.nextHref : hrefOf(profile.next_slug)}
          className={styles.nav}
        />
        <ProfileHeadline
          name={profile.name} statuses={profile.statuses} age={profile.age} place={[profile.city.title, profile.country.title]}
          price={price} locale={locale} nameLevel={nameLevel} availability={<ProfileAvailability profile={profile} short />}
        />
        <div className={styles.facts}>
          {/* The one primary action (show the number), then like, favourite and report as icons. */}
          <ContactReveal phone={profile.phone_number} whatsapp={profile.whatsapp_number} telegram={profile.telegram_number} />
          {actions}
          <ProfileAvailability profile={profile} />
          <ProfileFacts profile={profile} />
        </div>
      </div>
      <ProfileSections
        profile={profile}
        reviews={reviews}
        buyPlaceHref={buyPlaceHref}
        buyPlace={buyPlace}
        reviewArea={reviewArea}
        viewerRole={viewerRole}
        loginHref={loginHref}
        isOwner={isOwner}
        onReply={onReply}
      />
      <ProfileExtras profile={profile} price={price} recent={recent} />
    </article>
  );
}
