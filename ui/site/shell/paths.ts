import type { Locale, ParamFreeRouteId } from '@portal/sdk';
import { routePath } from '@portal/sdk';


export type { ParamFreeRouteId };

/** `routePath` for a route chosen at run time among the param-free ones. */
export function pagePath(id: ParamFreeRouteId, locale: Locale): string {
  return routePath(id as 'home', {}, locale);
}
