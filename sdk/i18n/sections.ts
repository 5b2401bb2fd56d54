import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { PLURAL_FORMS, nestAt, portalLocale, prepare } from './internal';
import type { Tree } from './internal';
import { UnknownLocaleError, matchLocale } from '../locale';
import type { LocaleTag } from '../locale';
import { SECTION_MOUNTS } from './section-names';
import type { Section, SectionCatalogs } from './section-names';

// The sections' names, catalogs and mounts are ./section-names: the keys' type (./keys, in the core
// entry's declarations) reads them without this module's i18next.
export { SECTION_MOUNTS } from './section-names';
export type { Section, SectionCatalogs } from './section-names';

export const SECTION_LOADERS: {
  readonly [S in Section]: Readonly<Record<Locale, () => Promise<{ default: SectionCatalogs[S] }>>>;
} = {
  legal: {
    en: () => import('./sections/legal/en'),
    es: () => import('./sections/legal/es'),
    fr: () => import('./sections/legal/fr'),
    de: () => import('./sections/legal/de'),
    it: () => import('./sections/legal/it'),
    cz: () => import('./sections/legal/cz'),
    ru: () => import('./sections/legal/ru'),
    pt: () => import('./sections/legal/pt'),
    el: () => import('./sections/legal/el'),
  },
  editor: {
    en: () => import('./sections/editor/en'),
    es: () => import('./sections/editor/es'),
    fr: () => import('./sections/editor/fr'),
    de: () => import('./sections/editor/de'),
    it: () => import('./sections/editor/it'),
    cz: () => import('./sections/editor/cz'),
    ru: () => import('./sections/editor/ru'),
    pt: () => import('./sections/editor/pt'),
    el: () => import('./sections/editor/el'),
  },
  visitor: {
    en: () => import('./sections/visitor/en'),
    es: () => import('./sections/visitor/es'),
    fr: () => import('./sections/visitor/fr'),
    de: () => import('./sections/visitor/de'),
    it: () => import('./sections/visitor/it'),
    cz: () => import('./sections/visitor/cz'),
    ru: () => import('./sections/visitor/ru'),
    pt: () => import('./sections/visitor/pt'),
    el: () => import('./sections/visitor/el'),
  },
  payments: {
    en: () => import('./sections/payments/en'),
    es: () => import('./sections/payments/es'),
    fr: () => import('./sections/payments/fr'),
    de: () => import('./sections/payments/de'),
    it: () => import('./sections/payments/it'),
    cz: () => import('./sections/payments/cz'),
    ru: () => import('./sections/payments/ru'),
    pt: () => import('./sections/payments/pt'),
    el: () => import('./sections/payments/el'),
  },
  auth: {
    en: () => import('./sections/auth/en'),
    es: () => import('./sections/auth/es'),
    fr: () => import('./sections/auth/fr'),
    de: () => import('./sections/auth/de'),
    it: () => import('./sections/auth/it'),
    cz: () => import('./sections/auth/cz'),
    ru: () => import('./sections/auth/ru'),
    pt: () => import('./sections/auth/pt'),
    el: () => import('./sections/auth/el'),
  },
  feedback: {
    en: () => import('./sections/feedback/en'),
    es: () => import('./sections/feedback/es'),
    fr: () => import('./sections/feedback/fr'),
    de: () => import('./sections/feedback/de'),
    it: () => import('./sections/feedback/it'),
    cz: () => import('./sections/feedback/cz'),
    ru: () => import('./sections/feedback/ru'),
    pt: () => import('./sections/feedback/pt'),
    el: () => import('./sections/feedback/el'),
  },
  stories: {
    en: () => import('./sections/stories/en'),
    es: () => import('./sections/stories/es'),
    fr: () => import('./sections/stories/fr'),
    de: () => import('./sections/stories/de'),
    it: () => import('./sections/stories/it'),
    cz: () => import('./sections/stories/cz'),
    ru: () => import('./sections/stories/ru'),
    pt: () => import('./sections/stories/pt'),
    el: () => import('./sections/stories/el'),
  },
};

const loaded = new Map<string, Promise<unknown>>();

/** One section of one locale; concurrent callers share the promise, a failed load can be retried. */
export function loadSection<S extends Section>(section: S, tag: LocaleTag): Promise<SectionCatalogs[S]> {
  const locale = matchLocale(tag);
  if (locale === undefined) return Promise.reject(new UnknownLocaleError(tag));
  const key = `${section}:${locale}`;
  let promise = loaded.get(key) as Promise<SectionCatalogs[S]> | undefined;
  if (!promise) {
    promise = SECTION_LOADERS[section][locale]().then((m) => m.default as SectionCatalogs[S]);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}

/**
 * The sections mounted in each resource store, as `<language> <section>`. Keyed by the store, not
 * the instance: the clones of cloneSharedI18n share their base's store, and so its sections.
 */
const mounted = new WeakMap<object, Set<string>>();
const mountKey = (lng: string, section: Section) => `${lng} ${section}`;
const isMounted = (instance: i18n, lng: string, section: Section) => mounted.get(instance.store)?.has(mountKey(lng, section)) ?? false;

/** Merges a loaded section into an instance (a private copy, like the main catalog). */
export function mountSection(instance: i18n, lng: string, section: Section, data: Tree): void {
  const tree = nestAt(SECTION_MOUNTS[section], prepare(data, PLURAL_FORMS));
  instance.addResourceBundle(lng, 'translation', tree, true, true);
  let sections = mounted.get(instance.store);
  if (!sections) mounted.set(instance.store, (sections = new Set()));
  sections.add(mountKey(lng, section));
}

/**
 * Whether a section's texts are in an instance for its language. Looking up the mount path is not
 * enough: the main catalog has `pages.legal` (the legal pages' titles) and `payments` (the texts
 * visitors see) of its own.
 */
export function hasSection(instance: i18n, section: Section): boolean {
  return isMounted(instance, instance.language, section);
}

/**
 * Loads a section for an existing instance, e.g. on a client-side navigation to a legal page
 * (`await addSection(i18n, 'legal')` in the route loader). English is added too when the
 * instance was created with `fallback`. A section already in the instance's store is not added again.
 */
export async function addSection(instance: i18n, section: Section): Promise<void> {
  const lng = instance.language;
  const locale = portalLocale(lng);
  const english = LOCALE_BCP47[DEFAULT_LOCALE];
  // A store keeps what was mounted in it: the server's per-request clones share one store, and
  // mounting again would deep-merge the whole section and empty the memo of translations (memo.ts)
  // on every page.
  const withMain = !isMounted(instance, lng, section);
  const withFallback =
    locale !== DEFAULT_LOCALE && instance.hasResourceBundle(english, 'translation') && !isMounted(instance, english, section);
  if (!withMain && !withFallback) return;
  const [data, fallback] = await Promise.all([
    withMain ? loadSection(section, locale) : undefined,
    withFallback ? loadSection(section, DEFAULT_LOCALE) : undefined,
  ]);
  if (data) mountSection(instance, lng, section, data);
  if (fallback) mountSection(instance, english, section, fallback);
}
