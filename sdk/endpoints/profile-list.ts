import { PAGE_SIZE } from '../../schemas/constants';
import { ProfileList } from '../../schemas/api/profiles';
import type { ProfileFilters } from '../../schemas/filters';
import type { CallOptions, Transport } from '../client/transport';
import { normalizeFilters } from './filters';

export interface ListOptions extends CallOptions {
  /** Page size; PAGE_SIZE (40) by default. */
  perPage?: number;
}

/**
 * GET /api/profile: profiles matching the filters, one page. Kept in its own module so the small
 * `listing` entry carries this call and its schemas only.
 */
export function listProfiles(t: Transport, filters: ProfileFilters = {}, page = 1, options?: ListOptions) {
  const query = { ...normalizeFilters(filters), page, per_page: options?.perPage ?? PAGE_SIZE };
  return t.call(ProfileList, (api, init) => api.GET('/api/profile', { ...init, params: { query } }), options);
}
