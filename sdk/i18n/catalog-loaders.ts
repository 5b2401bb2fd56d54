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
 * A load per key (a language, a section of a language) that concurrent callers share; a failed one
 * (a chunk error after a deploy, say) is forgotten so a retry works.
 */
export function sharedLoads<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    let promise = loads.get(key);
    if (!promise) {
      promise = load(key);
      loads.set(key, promise);
      promise.catch(() => loads.delete(key));
    }
    return promise;
  };
}

const catalogOf = sharedLoads((locale: Locale) => CATALOG_LOADERS[locale]().then((m) => m.default));

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
export const loadSectionLoaders: (locale: Locale) => Promise<LocaleSectionLoaders> = sharedLoads((locale: Locale) =>
  SECTION_LOADER_TABLES[locale]().then((m) => m.default),
);
