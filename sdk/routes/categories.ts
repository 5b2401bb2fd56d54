import type { BusinessType } from '../../schemas/entities/business';
import type { ProfileCategory } from '../../schemas/entities/profile';
import type { RouteId, RouteParams } from './table';

/** Routes whose URL needs no params (`/escort`, `/login`…), the ones menus and footers link to. */
export type ParamFreeRouteId = { [I in RouteId]: [keyof RouteParams<I>] extends [never] ? I : never }[RouteId];

/** The listing page of each category (§2). */
export const CATEGORY_LIST_ROUTE: Readonly<Record<ProfileCategory | BusinessType, ParamFreeRouteId>> = {
  escort: 'escort-list',
  trances: 'trances',
  web_cam: 'web-cam-list',
  onlyfans: 'onlyfans',
  bdsm: 'bdsm',
  agencies: 'agency-list',
  studio_sex: 'studio-sex-list',
  massage_salons: 'massage-salon-list',
  strip_club: 'strip-club-list',
};

/** Where a profile's public page is: web cam models under /web_cam, everyone else under /escort. */
export const profileRouteFor = (category: ProfileCategory): 'web-cam-detail' | 'escort-profile' =>
  category === 'web_cam' ? 'web-cam-detail' : 'escort-profile';

/** The detail page of each business type. */
export const BUSINESS_DETAIL_ROUTE = {
  agencies: 'agency-detail',
  studio_sex: 'studio-sex-detail',
  massage_salons: 'massage-salon-detail',
  strip_club: 'strip-club-detail',
} as const satisfies Readonly<Record<BusinessType, RouteId>>;
