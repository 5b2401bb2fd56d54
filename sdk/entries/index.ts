/**
 * `@portal/sdk`: the typed API client and its errors, the spec's constants, the schema types,
 * the route table and guard, the session rules (cookies, the browser session store), the Intl
 * formatters, the package-pricing and LoveCoins rules, the media file checks and the profile
 * variants. No React and no i18next: the zod schemas themselves are `@portal/sdk/schemas`, query
 * keys and options `@portal/sdk/queries`, React bindings `@portal/sdk/react`, the i18next runtime
 * `@portal/sdk/i18n` and the catalogs `@portal/sdk/i18n/<locale>`.
 */
export * from '../client';
export * from '../locale';
export * from '../constants';
export type * from '../../schemas';
export { normalizeFilters } from '../endpoints/filters';
// The schemas load on the first call; this loads them earlier, when an app knows a call is coming.
export { preloadSchemas } from '../endpoints/operation-schemas';
export type { Normalized } from '../endpoints/filters';
export type { Authenticated, BalanceTarget, ForgotPasswordOutcome } from '../endpoints/session';
export type { ImageUploadOptions } from '../endpoints/profiles';
export type { StoryUploadOptions } from '../endpoints/media';
export type { CategoriesQuery } from '../endpoints/reference';
export type { ListOptions } from '../endpoints/profile-list';
/** The API's paths as openapi-typescript generates them from openapi.yaml (what `openapi-fetch`'s `Client<paths>` reads). */
export type { paths } from '../generated/openapi';
export * from '../routes';
// The listing's filters and page in the URL (zod-free): what a listing page's loader reads.
export { FILTER_KEYS, decodeFilters, decodePage, encodeFilters, listingCodec } from '../url/listing-query';
export type { ListingCodec } from '../url/listing-query';
// Its wire format (repeated keys, numbers as a URL writes them), for a host's own query codecs.
export { encodeParams, queryNumber } from '../url/query-params';
// A listening server's origin, as the site's servers and the mock's announce it.
export { httpOrigin } from '../url/origin';
// Not in the routes barrel: the site's shell imports that, and the tabs belong to the account pages' chunks.
export * from '../account/tabs';
export * from '../session';
export * from '../session-store';
// Intl only; the i18next runtime is `@portal/sdk/i18n`.
export {
  formatDate, formatDateTime, formatFileSize, formatHeight, formatList, formatMoney, formatNumber, formatRelative,
  formatWeight, rateDurationLabel, toBcp47,
} from '../i18n/format';
export type { DateInput, RateDuration } from '../i18n/format';
export { SITE_NAME } from '../i18n/brand';
export type { Catalog, CatalogShape } from '../i18n/locales/en';
export type { TranslationKey } from '../i18n/keys';
export { PAYMENT_RETURN_QUERY, paymentReturnUrl, readPaymentReturn } from '../payments/provider';
export type { PaymentOrder, PaymentOutcome, PaymentProvider, PaymentReturn } from '../payments/provider';
export * from '../calendar';
// API text made safe for display: bidi controls neutralised where answers enter (the client, the embed widget).
export * from '../text/bidi';
export { requestId } from '../endpoints/payments';
// TOP/VIP packages and LoveCoins arithmetic (§4, §6, §9): the backend (the mock) charges by quotePackage too.
export * from '../payments/packages';
// Named here: the schema types (`export type *` above) have a PackageType and a LoveCoinsPackageId of their own.
export type { LoveCoinsPackageId, PackageType } from '../payments/packages';
export * from '../payments/quote';
// Which steps (and so which parts of a public profile) each kind of profile has: the escort and web cam variants.
export * from '../profile-variants/step-ids';
export * from '../profile-variants/variant-data';
// Media files told by their first bytes: the browser and the mock backend refuse the same files.
export * from '../media';
