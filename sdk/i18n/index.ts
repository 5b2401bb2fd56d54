/**
 * i18n of the portal: nine lazily loaded catalogs, one i18next instance per request, Intl helpers.
 * Catalogs and sections are reached only through dynamic `import()` (CATALOG_LOADERS,
 * SECTION_LOADERS): nothing here imports them statically, so each language stays its own chunk.
 */
export { CATALOG_LOADERS, cloneSharedI18n, createI18n, isLocale, loadCatalog } from './createI18n';
export { UnknownLocaleError, matchAcceptLanguage, matchLocale } from '../locale';
export type { LocaleLanguage, LocaleTag } from '../locale';
export { memoizedT } from './memo';
export type { CreateI18nOptions } from './createI18n';
export { SECTION_LOADERS, SECTION_MOUNTS, addSection, loadSection } from './sections';
export type { Section, SectionCatalogs } from './sections';
export {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatHeight,
  formatList,
  formatMoney,
  formatNumber,
  formatRelative,
  formatWeight,
  rateDurationLabel,
  toBcp47,
} from './format';
export type { DateInput, RateDuration } from './format';
export type { Catalog, CatalogShape } from './locales/en';
export type { EditorCatalog } from './sections/editor/en';
export type { LegalCatalog } from './sections/legal/en';
export type { TranslationKey } from './keys';
export { carryFormats, formatRecordOf, recordFormatsWith } from './carried';
export type { FormatRecord, FormatStore } from './carried';
