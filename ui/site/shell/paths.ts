import type { Locale } from '../../../schemas/constants';
import { routePath } from '../../../sdk/routes';

import type { ParamFreeRouteId } from '../../../sdk/routes';

export type { ParamFreeRouteId };

/** `routePath` for a route chosen at run time among the param-free ones. */
export function pagePath(id: ParamFreeRouteId, locale: Locale): string {
  return routePath(id as 'home', {}, locale);
}
