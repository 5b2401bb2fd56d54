import type { Locale } from '../../schemas/constants';
import { UnknownLocaleError, matchLocale } from '../locale';
import type { LocaleTag } from '../locale';
import type { Catalog } from './locales/en';
import type { LocaleSectionLoaders } from './section-names';

/**
 * One lazily loaded chunk per language: each loader is a dynamic `import()`, so a bundler splits
 * every catalog into its own file and a page downloads only the language it shows.
 */
export const CATALOG_LOADERS: Readonly<Record<Locale, () => Promise<{ default: Catalog }>>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  it: () => import('./locales/it'),
  cz: () => import('./locales/cz'),
  ru: () => import('./locales/ru'),
  pt: () => import('./locales/pt'),
  el: () => import('./locales/el'),
};

/**
 * A per-language load that concurrent callers share; a failed one (a chunk error after a deploy,
 * say) is forgotten so a retry works.
 */
function sharedLoads<T>(load: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const loads = new Map<Locale, Promise<T>>();
  return (locale) => {
    let promise = loads.get(locale);
    if (!promise) {
      promise = load(locale);
      loads.set(locale, promise);
      promise.catch(() => loads.delete(locale));
    }
    return promise;
  };
}

const catalogOf = sharedLoads((locale) => CATALOG_LOADERS[locale]().then((m) => m.default));

/** The catalog of one locale (the module's own object: treat it as read-only), loaded once. */
export function loadCatalog(tag: LocaleTag): Promise<Catalog> {
  const locale = matchLocale(tag);
  // A rejection, as for a failed load: a caller's .catch or await handles both.
  if (locale === undefined) return Promise.reject(new UnknownLocaleError(tag));
  return catalogOf(locale);
}

/**
 * Each language's table of its section loaders, a small chunk of its own: the sections' chunk
 * names travel with the one language a page shows rather than all 9 × 8 of them in the code every
 * page runs first (0.9 kB gzip of file names in a site's shell). createI18n asks for it beside the
 * catalog, so a section a page needs later costs no extra round trip.
 */
export const SECTION_LOADER_TABLES: Readonly<Record<Locale, () => Promise<{ default: LocaleSectionLoaders }>>> = {
  en: () => import('./section-loaders/en'),
  es: () => import('./section-loaders/es'),
  fr: () => import('./section-loaders/fr'),
  de: () => import('./section-loaders/de'),
  it: () => import('./section-loaders/it'),
  cz: () => import('./section-loaders/cz'),
  ru: () => import('./section-loaders/ru'),
  pt: () => import('./section-loaders/pt'),
  el: () => import('./section-loaders/el'),
};

/** One language's section loaders, loaded once. */
export const loadSectionLoaders: (locale: Locale) => Promise<LocaleSectionLoaders> = sharedLoads((locale) =>
  SECTION_LOADER_TABLES[locale]().then((m) => m.default),
);
