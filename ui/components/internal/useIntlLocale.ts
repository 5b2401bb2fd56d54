import { useCachedTranslation } from './useCachedTranslation';

/**
 * The BCP 47 tag for `Intl` of the active language (the portal's `cz` is `cs`). Read through
 * useCachedTranslation, not react-i18next's hook, which a listing's filter panel would otherwise
 * load before the page is interactive.
 */
export function useIntlLocale(): string {
  return useCachedTranslation().language;
}
