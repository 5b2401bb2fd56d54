import type { Locale } from '@portal/sdk';

/**
 * Each language in its own words, as language pickers show them (not translated: a Russian reader
 * looking for "Русский" on a German page must find it). Written out rather than taken from
 * Intl.DisplayNames, whose casing and data differ between Node and browsers (a hydration mismatch).
 */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  cz: 'Čeština',
  ru: 'Русский',
  pt: 'Português',
  el: 'Ελληνικά',
};
