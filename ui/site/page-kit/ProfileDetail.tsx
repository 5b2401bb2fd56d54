import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { localizePath, routePath, loginHrefFor, profileRouteFor } from '@portal/sdk';
import type { Profile } from '@portal/sdk';
import { useSession, usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { knownProfileId } from '../data/known-profile';
import { listingContextQuery, readListingContext } from '../data/listing-context';
import type { ListingContext } from '../data/listing-context';
import { listingNeighboursQuery } from '../data/listing-neighbours';
import type { Neighbour } from '../data/listing-neighbours';
import { addSection } from '@portal/sdk/i18n';
import { loaderServices, orNotFound, useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { buyPlaceHref } from '../shell/nav-items';
import { lazyPart } from '../shell/lazy-part';
import { PageMeta } from '../shell/PageMeta';
import type { CardPreview } from './ProfilePreview';
import { ProfileView } from './ProfileView';
import { BuyThisPlace } from '@portal/components/BuyThisPlace';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';

// Like, favourite, report and the review forms load with their own chunk (react-hook-form, zod).
const DetailActions = lazyPart(() => import('./DetailInteractions').then((m) => m.DetailActions));
const ReviewArea = lazyPart(() => import('./DetailInteractions').then((m) => m.ReviewArea));
// Beyond the spec: share or copy the page's link.
const ShareThisPage = lazyPart(() => import('./VisitorParts').then((m) => m.ShareThisPage));

/** The preview drawn from a list's card (ProfilePreview.tsx): its own chunk, loaded by the loader that shows it. */
let Preview: typeof CardPreview | undefined;
const loadProfilePreview = () => import('./ProfilePreview').then((m) => void (Preview = m.CardPreview));

/** Which URL param names the profile: a slug (`/escort/{slug}`) or an id (`/personal-page/{id}`). */
export type ProfileKey = 'slug' | 'id';

export function profileDetailLoader(key: ProfileKey) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const { queryClient, client, i18n } = loaderServices({ context });
    const ref = key === 'id' ? Number(params.id) : String(params.slug);
    // The texts of the page's parts beyond the spec (share, full screen, contact bar, recently viewed).
    const texts = addSection(i18n, 'visitor');
    const detail = portalQueries(client).profiles.detail(ref);
    // Reviews are a secondary block: the page renders without them if they fail. They are asked by
    // the profile's id: when the URL or the list the visitor came from gives it, both calls go at once.
    const reviews = (id: number) => queryClient.ensureQueryData(portalQueries(client).profiles.reviews(id)).catch(() => null);
    const known = typeof ref === 'number' ? (Number.isInteger(ref) ? ref : null) : knownProfileId(queryClient, ref);
    // Opened from a list in the browser: the page draws the clicked card at once and the rest as it
    // comes (both calls go now, unawaited). A failed try (a removed profile) comes back here through
    // the page's revalidation, its query's state an error, and answers as a direct link does.
    if (typeof document !== 'undefined' && typeof ref === 'string' && known !== null && !queryClient.getQueryState(detail.queryKey)) {
      void queryClient.prefetchQuery(detail);
      void reviews(known);
      await Promise.all([texts, loadProfilePreview()]);
      return null;
    }
    const profile = orNotFound(request, () => queryClient.ensureQueryData(detail));
    const [shown] = await Promise.all([profile, known === null ? null : reviews(known)]);
    // Opened from a list: previous/next walk that list (optional: the API's neighbours otherwise).
    const list = typeof ref === 'string' ? readListingContext(new URL(request.url).searchParams) : null;
    const neighbours = list && typeof ref === 'string'
      ? queryClient.ensureQueryData(listingNeighboursQuery(client, queryClient, shown.data.category, ref, list)).catch(() => null)
      : null;
    if (shown.data.id !== known) await reviews(shown.data.id);
    await neighbours;
    await texts;
    return null;
  };
}

/**
 * A public profile (§2) by slug or id: its data, the visitor's like, favourite, report and review
 * actions, around the ProfileView every visitor sees.
 */
export function ProfileDetail({ paramKey }: { paramKey: ProfileKey }) {
  const { locale } = useServices();
  const queries = usePortalQueries();
  const params = useParams();
  const ref = paramKey === 'id' ? Number(params.id) : String(params.slug);
  const viewer = useRootData()?.user ?? null;
  const account = useSession().user;
  const location = useLocation();
  const detail = useQuery(queries.profiles.detail(ref));
  const profile = detail.data?.data;
  const reviews = useQuery({ ...queries.profiles.reviews(profile?.id ?? 0), enabled: !!profile }).data;
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const nav = useListingNav(paramKey === 'slug' ? String(ref) : null, profile, location.search);
  if (!profile) return Preview && typeof ref === 'string' ? <Preview slug={ref} failed={detail.isError} /> : null;
  const subject = { type: 'profile', id: profile.id } as const;
  // The reviewed model (or the business she belongs to) may answer reviews (§6).
  const isOwner = !!account && (account.profile_id === profile.id || (account.business_id !== null && account.business_id === profile.business_id));

  const mainImage = profile.images.main_slide?.image ?? null;
  // §2: the public profile's "buy this place" opens the personal page (layout buy-banners: the
  // place, the banner sizes); there it leads on to buying (payments, login), or, for a member, to
  // why an advertiser account is needed.
  const buyHref = paramKey === 'id' ? buyPlaceHref(account, profile, locale) : routePath('personal-page', { id: profile.id }, locale);
  return (
    <>
      <PageMeta title={profile.name} description={profile.description.slice(0, 160)} image={mainImage} />
      <ProfileView
        profile={profile}
        reviews={reviews}
        buyPlaceHref={buyHref ?? routePath('become-member', {}, locale)}
        buyPlace={buyHref === null ? <AdvertiserAccountNeeded /> : undefined}
        actions={<DetailActions subject={subject} likes={profile.likes} isLiked={profile.is_liked} isFavorite={profile.is_favorite} />}
        reviewArea={<ReviewArea subject={subject} replyTo={replyTo} onReplied={() => setReplyTo(null)} />}
        viewerRole={viewer?.role ?? null}
        loginHref={loginHrefFor(localizePath(location.pathname, locale), locale)}
        isOwner={isOwner}
        onReply={(review) => setReplyTo(review.id)}
        share={<ShareThisPage name={profile.name} />}
        recent
        nav={nav}
      />
    </>
  );
}

/**
 * Previous/next in the list the profile was opened from (`?list=`, listing-context.ts); undefined
 * without one (the API's neighbours), none while the list is asked for, the API's again when the
 * profile is no longer on that page of the list.
 */
function useListingNav(slug: string | null, profile: Profile | undefined, search: string) {
  const { client, locale } = useServices();
  const queryClient = useQueryClient();
  const context = useMemo<ListingContext | null>(() => (slug ? readListingContext(new URLSearchParams(search)) : null), [slug, search]);
  const category = profile?.category ?? 'escort';
  const neighbours = useQuery({
    ...listingNeighboursQuery(client, queryClient, category, slug ?? '', context ?? { filters: {}, page: 1 }),
    enabled: !!profile && !!context,
  });
  if (!context || !profile || neighbours.isError || neighbours.data === null) return undefined;
  const href = (n: Neighbour | null) =>
    n ? routePath(profileRouteFor(category), { slug: n.slug }, locale) + listingContextQuery(context.filters, n.page) : null;
  return neighbours.data ? { previousHref: href(neighbours.data.prev), nextHref: href(neighbours.data.next) } : { previousHref: null, nextHref: null };
}

/**
 * A signed-in member's "buy this place": members cannot advertise (§6), so the page says so and
 * offers an advertiser account; the sign-up it leads to starts signed out (no sign-up form under
 * a member's session).
 */
function AdvertiserAccountNeeded() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const { logout } = useSession();
  return (
    <BuyThisPlace
      hint={t('visitor.buyPlace.advertisersOnly')}
      label={t('visitor.buyPlace.signOut')}
      href={routePath('registration-model', {}, locale)}
      onClick={() => logout()}
    />
  );
}
