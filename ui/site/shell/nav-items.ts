import type { Locale, RouteId } from '@portal/sdk';
import { routePath } from '@portal/sdk';
import type { ParamFreeRouteId } from './paths';
import { FEEDBACK_QUERY } from '../data/page-query';

/**
 * §2 header navigation, in the spec's order; the blog lives at /stories. Keys are catalog keys under
 * `nav`; `category` marks the listings of people and places (the footer's category column).
 */
export const HEADER_NAV: ReadonlyArray<{ readonly key: string; readonly route: ParamFreeRouteId; readonly category?: true }> = [
  { key: 'escort', route: 'escort-list', category: true },
  { key: 'agencies', route: 'agency-list', category: true },
  { key: 'studio_sex', route: 'studio-sex-list', category: true },
  { key: 'massage_salons', route: 'massage-salon-list', category: true },
  { key: 'onlyfans', route: 'onlyfans', category: true },
  { key: 'strip_club', route: 'strip-club-list', category: true },
  { key: 'trances', route: 'trances', category: true },
  { key: 'bdsm', route: 'bdsm', category: true },
  { key: 'messages', route: 'messages' },
  { key: 'reviews', route: 'reviews' },
  { key: 'blog', route: 'stories' },
];

/** §2 footer: terms, cookie policy, privacy policy, contact and support (both the feedback form). */
export const FOOTER_NAV: ReadonlyArray<{ readonly key: string; readonly route: ParamFreeRouteId; readonly search?: string }> = [
  { key: 'terms', route: 'site-conditions-terms-conditions' },
  { key: 'cookies', route: 'site-conditions-policy' },
  { key: 'privacy', route: 'site-conditions-privacy-policy' },
  { key: 'contact', route: 'feedback' },
  { key: 'support', route: 'feedback', search: `?${FEEDBACK_QUERY.topic}=support` },
];

/** Where the account link of each role leads: the start page of its own area (§6). */
export const ACCOUNT_HOME = {
  MEMBER: 'client-favorites',
  INDIVIDUAL: 'profile-view',
  BUSSINESS: 'business-profile',
} as const satisfies Record<string, RouteId>;

/**
 * Where a role buys LoveCoins and packages (§2): a model's own area (the web cam area for a web
 * cam model), the business area for a business; null for roles without a wallet (members).
 */
export function paymentsRouteOf(user: { role: string; category_slug?: string | null } | null | undefined): PaymentsRouteId | null {
  if (user?.role === 'BUSSINESS') return 'business-payments';
  if (user?.role === 'INDIVIDUAL') return user.category_slug === 'web_cam' ? 'profile-webcam-payments' : 'profile-payments';
  return null;
}

export type PaymentsRouteId = 'profile-payments' | 'profile-webcam-payments' | 'business-payments';

/**
 * Where "buy this place" leads from the personal page (§2): the viewer's own payments page (a
 * business promoting one of its own models gets it preselected), login for guests; null for a
 * signed-in member, whose account cannot advertise (the page explains that and offers an
 * advertiser account instead of a sign-up form they cannot use while signed in).
 */
export function buyPlaceHref(
  viewer: { role: string; category_slug?: string | null; business_id?: number | null } | null | undefined,
  profile: { id: number; business_id?: number | null },
  locale: Locale,
): string | null {
  const payments = paymentsRouteOf(viewer);
  if (!payments) return viewer ? null : routePath('login', {}, locale);
  const own = payments === 'business-payments' && viewer?.business_id != null && viewer.business_id === profile.business_id;
  return `${routePath(payments, {}, locale)}${own ? `?profile_id=${profile.id}` : ''}`;
}
