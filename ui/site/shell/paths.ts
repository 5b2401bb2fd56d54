import type { Locale } from '../../../schemas/constants';
import { routePath } from '../../../sdk/routes';
import type { RouteId, RouteParams } from '../../../sdk/routes';

/** Routes whose URL needs no params (`/escort`, `/login`…), the ones menus and footers link to. */
export type ParamFreeRouteId = { [I in RouteId]: [keyof RouteParams<I>] extends [never] ? I : never }[RouteId];

/** `routePath` for a route chosen at run time among the param-free ones. */
export function pagePath(id: ParamFreeRouteId, locale: Locale): string {
  return routePath(id as 'home', {}, locale);
}
