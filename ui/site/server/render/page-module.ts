import { getRoute } from '@portal/sdk';
import type { RouteDef } from '@portal/sdk';
import { pageModuleKey } from '../assets';

/**
 * The manifest key of a route's page module: the route's own file, or the one it shares with other
 * routes (`page` in the route table: the account tabs' account-tab.tsx). Asking by the route's id
 * alone missed a shared module, and its page came without its stylesheets until it hydrated.
 */
export const routePageKey = (routeId: string): string => pageModuleKey((getRoute(routeId) as RouteDef | undefined)?.page ?? routeId);
