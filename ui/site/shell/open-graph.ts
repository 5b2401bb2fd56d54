import type { Locale } from '@portal/sdk';

/** Open Graph wants language_TERRITORY (`og:locale`, `og:locale:alternate`): the main market of each language. */
export const LOCALE_OPEN_GRAPH: Readonly<Record<Locale, string>> = {
  en: 'en_GB', es: 'es_ES', fr: 'fr_FR', de: 'de_DE', it: 'it_IT', cz: 'cs_CZ', ru: 'ru_RU', pt: 'pt_PT', el: 'el_GR',
};
