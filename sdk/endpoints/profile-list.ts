import type { ProfileList } from '../../schemas/api/profiles';
import type { ProfileFilters } from '../../schemas/filters';
import { lazy } from '../client/lazy';
import type { CallOptions, Transport } from '../client/transport';
import { listProfiles as route } from '../generated/operations';
import { requestOf, send } from './send';

export interface ListOptions extends CallOptions {
  /** Page size; PAGE_SIZE (40) by default. */
  perPage?: number;
}

/** Its schema loads on the first call, with zod (./operation-schemas says why), apart from the other operations'. */
export const loadProfileList = lazy(() => import('./profile-list-schema').then((module) => module.ProfileList));

/**
 * GET /api/profile: profiles matching the filters, one page. Kept in its own module so the small
 * `listing` entry carries this call and its schema only: sent by its route like every derived
 * function (./send), with its own schema loader and the page size a widget may ask for (`perPage`).
 */
/** Typed by name (`ProfileList`), so an editor shows the answer's type, not its expansion. */
export function listProfiles(t: Transport, filters: ProfileFilters = {}, page = 1, options?: ListOptions): Promise<ProfileList> {
  return send(t, route, loadProfileList, requestOf(route.args, [filters, page], options?.perPage), options);
}
