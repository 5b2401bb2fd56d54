/**
 * `@portal/sdk`: the typed API client and its errors, the spec's constants, the schema types,
 * the route table and guard, the session rules and the i18n runtime. The zod schemas themselves
 * are the `@portal/sdk/schemas` entry; React bindings are `@portal/sdk/react`; the catalogs are
 * `@portal/sdk/i18n/<locale>` (and load lazily through `createI18n`).
 */
export * from './client';
export * from './constants';
export type * from '../schemas';
export { normalizeFilters } from './endpoints/filters';
export type { Normalized } from './endpoints/filters';
export type { Authenticated, BalanceTarget, ForgotPasswordOutcome } from './endpoints/session';
export type { ImageUploadOptions } from './endpoints/profiles';
export type { StoryUploadOptions } from './endpoints/media';
export type { CategoriesQuery } from './endpoints/reference';
export type { ListOptions } from './endpoints/profile-list';
export * from './routes';
// Not in the routes barrel: the site's shell imports that, and the tabs belong to the account pages' chunks.
export * from './account/tabs';
export * from './session';
export {
  CATALOG_LOADERS, createI18n, loadCatalog, formatDate, formatDateTime, formatFileSize, formatHeight, formatList, formatMoney,
  formatNumber, formatRelative, formatWeight, rateDurationLabel, toBcp47,
} from './i18n';
export type { Catalog, CatalogShape, CreateI18nOptions, DateInput, RateDuration, TranslationKey } from './i18n';
export { PAYMENT_RETURN_QUERY, paymentReturnUrl, readPaymentReturn } from './payments/provider';
export type { PaymentOrder, PaymentOutcome, PaymentProvider, PaymentReturn } from './payments/provider';
export * from './calendar';
export { neutraliseBidi } from './text/bidi';
