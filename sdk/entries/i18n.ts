/**
 * `@portal/sdk/i18n`: the i18next runtime of the portal's nine catalogs: `createI18n` (one
 * instance per request or page), the lazy catalog and section loaders, `memoizedT`, and the
 * formats a server records for the browser to replay (carried formats). It is the only entry that
 * imports i18next; the Intl formatters are in `@portal/sdk`.
 * Catalogs and sections are reached only through dynamic `import()` (CATALOG_LOADERS, and each
 * language's table of its sections' loaders, SECTION_LOADER_TABLES, which SECTION_LOADERS goes
 * through): nothing here imports them statically, so each language and section stays its own chunk.
 */
export { CATALOG_LOADERS, cloneSharedI18n, createI18n, isLocale, loadCatalog } from '../i18n/createI18n';
export { UnknownLocaleError, matchAcceptLanguage, matchLocale } from '../locale';
export type { LocaleLanguage, LocaleTag } from '../locale';
export { memoizedT } from '../i18n/memo';
export type { CreateI18nOptions } from '../i18n/createI18n';
export { SECTION_LOADER_TABLES } from '../i18n/catalog-loaders';
export { SECTION_LOADERS, SECTION_MOUNTS, SECTION_REQUIRES, addSection, hasSection, loadSection, withRequiredSections } from '../i18n/sections';
export type { Section, SectionCatalogs } from '../i18n/sections';
export type { LocaleSectionLoaders } from '../i18n/section-names';
export type { Catalog, CatalogShape } from '../i18n/locales/en';
export type { AuthCatalog } from '../i18n/sections/auth/en';
export type { FeedbackCatalog } from '../i18n/sections/feedback/en';
export type { FormsCatalog } from '../i18n/sections/forms/en';
export type { StoriesCatalog } from '../i18n/sections/stories/en';
export type { EditorCatalog } from '../i18n/sections/editor/en';
export type { LegalCatalog } from '../i18n/sections/legal/en';
export type { PaymentsCatalog } from '../i18n/sections/payments/en';
export type { TranslationKey } from '../i18n/keys';
export { carryFormats, formatRecordOf, recordFormatsWith } from '../i18n/carried';
export type { FormatRecord, FormatStore } from '../i18n/carried';
