/** The nine languages (§1, §9) and their BCP 47 tags. */

/** §1, §9: the nine languages, English first (it has no URL prefix). */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'cz', 'ru', 'pt', 'el'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** BCP 47 tags for `Intl`, `<html lang>` and hreflang: the portal's `cz` is Czech, `cs`. */
export const LOCALE_BCP47 = {
  en: 'en', es: 'es', fr: 'fr', de: 'de', it: 'it', cz: 'cs', ru: 'ru', pt: 'pt', el: 'el',
} as const satisfies Readonly<Record<Locale, string>>;
