/**
 * `@portal/sdk/listing`: the smallest entry, for embedding a profile listing (a widget on a
 * partner page, a static page's island). It carries the transport (headers, retry rule,
 * validation) and the listing call with its schemas, nothing else of the API.
 */
import type { ProfileFilters } from '../../schemas/filters';
import { clientControls } from '../client/controls';
import { createTransport } from '../client/transport';
import type { PortalClientOptions } from '../client/transport';
import { listProfiles } from '../endpoints/profile-list';
import type { ListOptions } from '../endpoints/profile-list';

/**
 * The smallest client: the same options, transport, retry rule and validation as
 * `createPortalClient`, with only the profile listing call (`profiles.list`) and the client's
 * controls (`getLocale`, `setLocale`, `use`, `eject`, `resolveUrl`).
 */
export function createListingClient(options: PortalClientOptions) {
  const t = createTransport(options);
  return {
    ...clientControls(t),
    profiles: {
      /** GET /api/profile: one page of profiles matching the filters. */
      list: (filters?: ProfileFilters, page?: number, o?: ListOptions) => listProfiles(t, filters, page, o),
    },
  };
}
/** The client `createListingClient` returns. */
export type ListingClient = ReturnType<typeof createListingClient>;

export { normalizeFilters } from '../endpoints/filters';
export type { ListOptions } from '../endpoints/profile-list';
export type {
  CallOptions, FetchFunction, FetchOptions, HeaderValues, Middleware, PortalClientOptions, RequestSettings, SchemaCompiler, TokenGetter,
} from '../client/transport';
export type { ClientControls } from '../client/controls';
export type { RetryOption, RetryPolicy } from '../client/retry';
export { resolveUrl } from '../resolve-url';
export { UnknownLocaleError, matchLocale } from '../locale';
export type { LocaleLanguage, LocaleTag } from '../locale';
export type { ProgressHandler } from '../client/upload';
export * from '../client/errors';
export { LOCALES, PAGE_SIZE } from '../../schemas/constants';
export type { Locale } from '../../schemas/constants';
export type { ProfileList } from '../../schemas/api/profiles';
export type { ProfileSummary, ProfileCategory } from '../../schemas/entities/profile';
export type { ProfileFilters, StatusFilter } from '../../schemas/filters';
