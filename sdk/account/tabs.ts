import type { ParamFreeRouteId } from '../routes/categories';

/**
 * §2 "account area with tabs: profile, purchases, messages, calendar, statistics, reviews,
 * settings". Each tab is a route of the table (reload and share work); this maps the
 * tabs of each account area to their routes, once. The profile tab is the area's home and the
 * purchases tab its payments page (§2). A business has no calendar, statistics or reviews tab:
 * its models have them.
 */
export const ACCOUNT_TABS = ['profile', 'purchases', 'messages', 'calendar', 'statistics', 'reviews', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The model's area (/profile), the web cam model's (/profile_webcam) and the business's (/business). */
export const ACCOUNT_AREAS = ['profile', 'webcam', 'business'] as const;
export type AccountArea = (typeof ACCOUNT_AREAS)[number];

export const ACCOUNT_TAB_ROUTES = {
  profile: {
    profile: 'profile-view', purchases: 'profile-payments', messages: 'profile-messages', calendar: 'profile-calendar',
    statistics: 'profile-statistics', reviews: 'profile-reviews', settings: 'profile-settings',
  },
  webcam: {
    profile: 'profile-webcam-view', purchases: 'profile-webcam-payments', messages: 'profile-webcam-messages',
    calendar: 'profile-webcam-calendar', statistics: 'profile-webcam-statistics', reviews: 'profile-webcam-reviews',
    settings: 'profile-webcam-settings',
  },
  business: {
    profile: 'business-profile', purchases: 'business-payments', messages: 'business-messages', settings: 'business-settings',
  },
} as const satisfies Readonly<Record<AccountArea, Partial<Readonly<Record<AccountTab, ParamFreeRouteId>>>>>;

export interface AccountTabRoute {
  readonly tab: AccountTab;
  readonly route: ParamFreeRouteId;
}

/** The tabs an area shows, in the spec's order, each with its route. */
export function accountTabRoutes(area: AccountArea): readonly AccountTabRoute[] {
  const routes: Partial<Record<AccountTab, ParamFreeRouteId>> = ACCOUNT_TAB_ROUTES[area];
  return ACCOUNT_TABS.flatMap((tab) => {
    const route = routes[tab];
    return route ? [{ tab, route }] : [];
  });
}

/** The account area and tab a route is, or null for a route that is no tab. */
export function accountTabOf(route: string): { area: AccountArea; tab: AccountTab } | null {
  for (const area of ACCOUNT_AREAS) {
    const found = accountTabRoutes(area).find((t) => t.route === route);
    if (found) return { area, tab: found.tab };
  }
  return null;
}
