import { DEFAULT_LOCALE } from '../../../schemas/constants';
import type { Area, Layout } from '../../../sdk/routes';

/**
 * §2 written out independently of sdk/routes/table.ts, so the tests check the table against the
 * spec instead of against itself. Sample params: slug 'Anna-Maria_2', id '42'.
 */
export interface Expected {
  readonly path: string;
  readonly id: string;
  readonly layout: Layout;
  readonly area: Area;
  readonly params?: Readonly<Record<string, string>>;
}

const SLUG = { slug: 'Anna-Maria_2' };
const ID = { id: '42' };
const pub = (path: string, id: string, layout: Layout, params?: Record<string, string>): Expected =>
  ({ path, id, layout, area: 'public', params });

export const EXPECTED: readonly Expected[] = [
  pub('/', 'home', 'default'),
  pub('/Anna-Maria_2', 'catch-all', 'escort', SLUG),
  pub('/escort', 'escort-list', 'escort-layouts'),
  pub('/escort/Anna-Maria_2', 'escort-profile', 'escort-layouts', SLUG),
  pub('/agencies', 'agency-list', 'escort-layouts'),
  pub('/agencies/Anna-Maria_2', 'agency-detail', 'escort-layouts', SLUG),
  pub('/agency/42', 'agency-by-id', 'escort-layouts', ID),
  pub('/massage_salons', 'massage-salon-list', 'escort-layouts'),
  pub('/massage_salons/Anna-Maria_2', 'massage-salon-detail', 'escort-layouts', SLUG),
  pub('/strip_club', 'strip-club-list', 'escort-layouts'),
  pub('/strip_club/Anna-Maria_2', 'strip-club-detail', 'escort-layouts', SLUG),
  pub('/studio_sex', 'studio-sex-list', 'escort-layouts'),
  pub('/studio_sex/Anna-Maria_2', 'studio-sex-detail', 'escort-layouts', SLUG),
  pub('/web_cam', 'web-cam-list', 'escort-layouts'),
  pub('/web_cam/Anna-Maria_2', 'web-cam-detail', 'escort-layouts', SLUG),
  pub('/trances', 'trances', 'escort-layouts'),
  pub('/bdsm', 'bdsm', 'coming-soon'),
  pub('/onlyfans', 'onlyfans', 'escort-layouts'),
  pub('/messages', 'messages', 'coming-soon'),
  pub('/reviews', 'reviews', 'default'),
  pub('/stories', 'stories', 'default'),
  pub('/steps', 'steps', 'default'),
  pub('/flirting_ads', 'flirting-ads', 'default'),
  pub('/feedback', 'feedback', 'default'),
  pub('/become-member', 'become-member', 'become-member'),
  pub('/login', 'login', 'registration'),
  pub('/forgot-password', 'forgot-password', 'registration'),
  pub('/reset-password', 'reset-password', 'registration'),
  pub('/registration/client', 'registration-client', 'registration'),
  pub('/registration/model', 'registration-model', 'registration'),
  pub('/registration/business', 'registration-business', 'registration'),
  pub('/registration/webcam', 'registration-webcam', 'registration'),
  pub('/site-conditions/policy', 'site-conditions-policy', 'conditions'),
  pub('/site-conditions/privacy-policy', 'site-conditions-privacy-policy', 'conditions'),
  pub('/site-conditions/terms-conditions', 'site-conditions-terms-conditions', 'conditions'),
  pub('/personal-page/42', 'personal-page', 'buy-banners', ID),
  pub('/api/user', 'api-user', 'default'),

  { path: '/business/add_model_business', id: 'business-add-model', layout: 'empty-footer', area: 'business' },
  { path: '/business/create-business', id: 'business-create', layout: 'empty-footer', area: 'business' },
  { path: '/business/edit', id: 'business-edit', layout: 'empty-footer', area: 'business' },
  { path: '/business/individual_edit', id: 'business-individual-edit', layout: 'empty-footer', area: 'business' },
  { path: '/business/individual/42', id: 'business-individual', layout: 'buy-banners', area: 'business', params: ID },
  { path: '/business/list-questionnaires', id: 'business-list-questionnaires', layout: 'buy-banners', area: 'business' },
  { path: '/business/payments', id: 'business-payments', layout: 'buy-banners', area: 'business' },
  { path: '/business/payments/42', id: 'business-payments-detail', layout: 'buy-banners', area: 'business', params: ID },
  { path: '/business/profile', id: 'business-profile', layout: 'buy-banners', area: 'business' },
  { path: '/business/profile/email-verify', id: 'business-profile-email-verify', layout: 'buy-banners', area: 'business' },

  { path: '/client/favorites', id: 'client-favorites', layout: 'buy-banners', area: 'client' },
  { path: '/client/notification', id: 'client-notification', layout: 'buy-banners', area: 'client' },
  { path: '/client/review', id: 'client-review', layout: 'buy-banners', area: 'client' },
  { path: '/client/settings', id: 'client-settings', layout: 'buy-banners', area: 'client' },
  { path: '/client/notification/email-verify', id: 'client-notification-email-verify', layout: 'default', area: 'client' },

  { path: '/profile', id: 'profile-view', layout: 'buy-banners', area: 'profile' },
  { path: '/profile/create-profile', id: 'profile-create', layout: 'empty-footer', area: 'profile' },
  { path: '/profile/edit', id: 'profile-edit', layout: 'empty-footer', area: 'profile' },
  { path: '/profile/payments', id: 'profile-payments', layout: 'buy-banners', area: 'profile' },
  { path: '/profile/preview', id: 'profile-preview', layout: 'buy-banners', area: 'profile' },
  { path: '/profile/preview/email-verify', id: 'profile-preview-email-verify', layout: 'buy-banners', area: 'profile' },
  { path: '/profile_webcam', id: 'profile-webcam-view', layout: 'buy-banners', area: 'profile' },
  { path: '/profile_webcam/create-profile', id: 'profile-webcam-create', layout: 'empty-footer', area: 'profile' },
  { path: '/profile_webcam/edit', id: 'profile-webcam-edit', layout: 'empty-footer', area: 'profile' },
  { path: '/profile_webcam/payments', id: 'profile-webcam-payments', layout: 'buy-banners', area: 'profile' },
  { path: '/profile_webcam/preview', id: 'profile-webcam-preview', layout: 'buy-banners', area: 'profile' },
  { path: '/profile_webcam/preview/email-verify', id: 'profile-webcam-preview-email-verify', layout: 'buy-banners', area: 'profile' },

  // §2's account tabs as routes; messages keeps §2's coming-soon layout.
  ...(['profile', 'profile_webcam'] as const).flatMap((base) => {
    const id = base === 'profile' ? 'profile' : 'profile-webcam';
    return [
      { path: `/${base}/messages`, id: `${id}-messages`, layout: 'coming-soon', area: 'profile' } as const,
      ...(['calendar', 'statistics', 'reviews', 'settings'] as const).map(
        (tab) => ({ path: `/${base}/${tab}`, id: `${id}-${tab}`, layout: 'buy-banners', area: 'profile' }) as const,
      ),
    ];
  }),
  { path: '/business/messages', id: 'business-messages', layout: 'coming-soon', area: 'business' },
  { path: '/business/settings', id: 'business-settings', layout: 'buy-banners', area: 'business' },
];

/** `/escort` in a locale, written out rather than computed with the code under test. */
export const prefixed = (locale: string, path: string): string =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
