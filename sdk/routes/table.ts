/**
 * §2: the route table as data. Every page of the product is one entry here, so the matcher, the
 * guard and the UI's links all read the same patterns and no path literal is written twice.
 *
 * Patterns are unprefixed (English); the eight other languages add `/{locale}` in front, which
 * `match.ts` handles. `:slug` is any non-empty segment; `:id` is a positive integer (the API's
 * ids are numbers, §3), so `/agency/abc` is a 404 instead of a failed API call.
 *
 * Layouts the spec does not give are chosen here and marked "chosen". Order matters only as a
 * tie-break: the matcher tries routes in this order, and the single-segment catch-all is last.
 */

/** §2: the layouts that exist. */
export const LAYOUTS = [
  'become-member',
  'buy-banners',
  'coming-soon',
  'conditions',
  'default',
  'empty-footer',
  'empty-widget',
  'error-layout',
  'escort-layouts',
  'escort',
  'registration',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The 404 page (§2 "a 404 page") has no route; it renders in the error layout. */
export const NOT_FOUND_LAYOUT: Layout = 'error-layout';

/** Who may open a route, see §5 and `guard.ts`. */
export const AREAS = ['public', 'client', 'profile', 'business'] as const;
export type Area = (typeof AREAS)[number];

export interface RouteDef {
  readonly id: string;
  readonly pattern: string;
  readonly layout: Layout;
  readonly area: Area;
  /** Logged-in users are sent home (§5: "any logged-in user opening login goes to /"). */
  readonly guestOnly?: boolean;
  /**
   * False where the spec says the page has no layout setting of its own; `layout` is then the
   * app default the page falls back to.
   */
  readonly layoutSetByRoute?: boolean;
  /**
   * The page module (`ui/site/pages/<page>.tsx`) when several routes share one, as the account
   * tabs do; by default the route's id. Each module costs every page's first load an importer.
   */
  readonly page?: string;
}

/** Messages keeps §2's coming-soon layout; the other tabs look like the dashboards. */
const TAB_LAYOUT = {
  messages: 'coming-soon', calendar: 'buy-banners', statistics: 'buy-banners', reviews: 'buy-banners', settings: 'buy-banners',
} as const satisfies Readonly<Record<string, Layout>>;
type TabName = keyof typeof TAB_LAYOUT;
const MODEL_TABS = ['messages', 'calendar', 'statistics', 'reviews', 'settings'] as const;

/** The routes of an account area's tabs, `/{base}/{tab}`, all shown by one page module. */
function tabRoutes<const I extends string, const B extends string, const A extends Area, const T extends TabName>(
  id: I, base: B, area: A, tabs: readonly T[],
) {
  return tabs.map((tab) => ({
    id: `${id}-${tab}` as `${I}-${T}`, pattern: `${base}/${tab}` as `${B}/${T}`, layout: TAB_LAYOUT[tab], area, page: 'account-tab' as const,
  }));
}

export const ROUTES = [
  { id: 'home', pattern: '/', layout: 'default', area: 'public' }, // layout chosen

  { id: 'escort-list', pattern: '/escort', layout: 'escort-layouts', area: 'public' },
  { id: 'escort-profile', pattern: '/escort/:slug', layout: 'escort-layouts', area: 'public' },
  // Lists and details of the other categories look like the escort ones: layouts chosen.
  { id: 'agency-list', pattern: '/agencies', layout: 'escort-layouts', area: 'public' },
  { id: 'agency-detail', pattern: '/agencies/:slug', layout: 'escort-layouts', area: 'public' },
  { id: 'agency-by-id', pattern: '/agency/:id', layout: 'escort-layouts', area: 'public' },
  { id: 'massage-salon-list', pattern: '/massage_salons', layout: 'escort-layouts', area: 'public' },
  { id: 'massage-salon-detail', pattern: '/massage_salons/:slug', layout: 'escort-layouts', area: 'public' },
  { id: 'strip-club-list', pattern: '/strip_club', layout: 'escort-layouts', area: 'public' },
  { id: 'strip-club-detail', pattern: '/strip_club/:slug', layout: 'escort-layouts', area: 'public' },
  { id: 'studio-sex-list', pattern: '/studio_sex', layout: 'escort-layouts', area: 'public' },
  { id: 'studio-sex-detail', pattern: '/studio_sex/:slug', layout: 'escort-layouts', area: 'public' },
  { id: 'web-cam-list', pattern: '/web_cam', layout: 'escort-layouts', area: 'public' },
  { id: 'web-cam-detail', pattern: '/web_cam/:slug', layout: 'escort-layouts', area: 'public' },
  { id: 'trances', pattern: '/trances', layout: 'escort-layouts', area: 'public' }, // layout chosen
  { id: 'bdsm', pattern: '/bdsm', layout: 'coming-soon', area: 'public' },
  { id: 'onlyfans', pattern: '/onlyfans', layout: 'escort-layouts', area: 'public' }, // layout chosen
  { id: 'messages', pattern: '/messages', layout: 'coming-soon', area: 'public' },

  // Content pages: layouts chosen.
  { id: 'reviews', pattern: '/reviews', layout: 'default', area: 'public' },
  { id: 'stories', pattern: '/stories', layout: 'default', area: 'public' },
  { id: 'steps', pattern: '/steps', layout: 'default', area: 'public' },
  { id: 'flirting-ads', pattern: '/flirting_ads', layout: 'default', area: 'public' },
  { id: 'feedback', pattern: '/feedback', layout: 'default', area: 'public' },
  { id: 'become-member', pattern: '/become-member', layout: 'become-member', area: 'public' },

  // Account entry. Only /login is guest-only (§5); the others stay reachable from e-mail links.
  { id: 'login', pattern: '/login', layout: 'registration', area: 'public', guestOnly: true },
  { id: 'forgot-password', pattern: '/forgot-password', layout: 'registration', area: 'public' },
  { id: 'reset-password', pattern: '/reset-password', layout: 'registration', area: 'public' }, // layout chosen
  { id: 'registration-client', pattern: '/registration/client', layout: 'registration', area: 'public' }, // chosen
  { id: 'registration-model', pattern: '/registration/model', layout: 'registration', area: 'public' }, // chosen
  { id: 'registration-business', pattern: '/registration/business', layout: 'registration', area: 'public' }, // chosen
  // Beyond spec §2: web cam models sign up on a path of their own, which starts their web cam area.
  { id: 'registration-webcam', pattern: '/registration/webcam', layout: 'registration', area: 'public' },

  { id: 'site-conditions-policy', pattern: '/site-conditions/policy', layout: 'conditions', area: 'public' },
  { id: 'site-conditions-privacy-policy', pattern: '/site-conditions/privacy-policy', layout: 'conditions', area: 'public' },
  { id: 'site-conditions-terms-conditions', pattern: '/site-conditions/terms-conditions', layout: 'conditions', area: 'public' },

  { id: 'personal-page', pattern: '/personal-page/:id', layout: 'buy-banners', area: 'public' },
  // §2 lists /api/user as a page route with unknown content; public with the default layout (chosen).
  { id: 'api-user', pattern: '/api/user', layout: 'default', area: 'public' },

  // §2 business area.
  { id: 'business-add-model', pattern: '/business/add_model_business', layout: 'empty-footer', area: 'business' },
  { id: 'business-create', pattern: '/business/create-business', layout: 'empty-footer', area: 'business' },
  { id: 'business-edit', pattern: '/business/edit', layout: 'empty-footer', area: 'business' },
  { id: 'business-individual-edit', pattern: '/business/individual_edit', layout: 'empty-footer', area: 'business' },
  { id: 'business-individual', pattern: '/business/individual/:id', layout: 'buy-banners', area: 'business' },
  { id: 'business-list-questionnaires', pattern: '/business/list-questionnaires', layout: 'buy-banners', area: 'business' },
  { id: 'business-payments', pattern: '/business/payments', layout: 'buy-banners', area: 'business' },
  { id: 'business-payments-detail', pattern: '/business/payments/:id', layout: 'buy-banners', area: 'business' },
  { id: 'business-profile', pattern: '/business/profile', layout: 'buy-banners', area: 'business' },
  { id: 'business-profile-email-verify', pattern: '/business/profile/email-verify', layout: 'buy-banners', area: 'business' },
  // The business account's tabs as routes (see sdk/account/tabs.ts).
  ...tabRoutes('business', '/business', 'business', ['messages', 'settings']),

  // §2 client area.
  { id: 'client-favorites', pattern: '/client/favorites', layout: 'buy-banners', area: 'client' },
  { id: 'client-notification', pattern: '/client/notification', layout: 'buy-banners', area: 'client' },
  { id: 'client-review', pattern: '/client/review', layout: 'buy-banners', area: 'client' },
  // §2's settings tab for the member (e-mail, password, notifications, deleting the account); the
  // tab pages' one module shows it. Layout chosen: the member's other pages' own.
  { id: 'client-settings', pattern: '/client/settings', layout: 'buy-banners', area: 'client', page: 'account-tab' },
  // §2: "no layout setting", so the page renders in the app default.
  {
    id: 'client-notification-email-verify', pattern: '/client/notification/email-verify',
    layout: 'default', area: 'client', layoutSetByRoute: false,
  },

  // §2 individual (model) profile area; layouts chosen: editors are full-width forms without the
  // footer like the business editors, the rest matches the business dashboard pages.
  { id: 'profile-view', pattern: '/profile', layout: 'buy-banners', area: 'profile' },
  { id: 'profile-create', pattern: '/profile/create-profile', layout: 'empty-footer', area: 'profile' },
  { id: 'profile-edit', pattern: '/profile/edit', layout: 'empty-footer', area: 'profile' },
  { id: 'profile-payments', pattern: '/profile/payments', layout: 'buy-banners', area: 'profile' },
  { id: 'profile-preview', pattern: '/profile/preview', layout: 'buy-banners', area: 'profile' },
  { id: 'profile-preview-email-verify', pattern: '/profile/preview/email-verify', layout: 'buy-banners', area: 'profile' },
  // §2's account tabs as routes (see sdk/account/tabs.ts), so a tab can be reloaded and shared.
  ...tabRoutes('profile', '/profile', 'profile', MODEL_TABS),

  // §2 web cam profile area: the same sub-pages, and the same area for the guard (§5 "profile").
  { id: 'profile-webcam-view', pattern: '/profile_webcam', layout: 'buy-banners', area: 'profile' },
  { id: 'profile-webcam-create', pattern: '/profile_webcam/create-profile', layout: 'empty-footer', area: 'profile' },
  { id: 'profile-webcam-edit', pattern: '/profile_webcam/edit', layout: 'empty-footer', area: 'profile' },
  { id: 'profile-webcam-payments', pattern: '/profile_webcam/payments', layout: 'buy-banners', area: 'profile' },
  { id: 'profile-webcam-preview', pattern: '/profile_webcam/preview', layout: 'buy-banners', area: 'profile' },
  {
    id: 'profile-webcam-preview-email-verify', pattern: '/profile_webcam/preview/email-verify',
    layout: 'buy-banners', area: 'profile',
  },
  ...tabRoutes('profile-webcam', '/profile_webcam', 'profile', MODEL_TABS),

  // Last: any single segment not claimed above (see RESERVED_SEGMENTS in match.ts).
  { id: 'catch-all', pattern: '/:slug', layout: 'escort', area: 'public' },
] as const satisfies readonly RouteDef[];

type Routes = typeof ROUTES;
export type RouteId = Routes[number]['id'];
export type RouteOf<I extends RouteId> = Extract<Routes[number], { id: I }>;

/** `'/business/payments/:id'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route's URL needs, by name: `RouteParams<'agency-by-id'>` is `{ id: string | number }`. */
export type RouteParams<I extends RouteId> = { [K in ParamNames<RouteOf<I>['pattern']>]: string | number };

/** A route of this table: its id is a `RouteId`, so `switch (match.route.id)` is checked. */
export type TableRoute = RouteDef & { readonly id: RouteId };

export const ROUTE_IDS: readonly RouteId[] = ROUTES.map((r) => r.id);

const BY_ID = new Map<string, TableRoute>(ROUTES.map((r) => [r.id, r]));

/** The route definition of an id; undefined for ids that are not in the table. */
export function getRoute(id: string): TableRoute | undefined {
  return BY_ID.get(id);
}
