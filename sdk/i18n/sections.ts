import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_BCP47 } from '../../schemas/constants';
import { loadSectionLoaders, sharedLoads } from './catalog-loaders';
import type { Locale } from '../../schemas/constants';
import { PLURAL_FORMS, nestAt, portalLocale, prepare } from './internal';
import type { Tree } from './internal';
import { UnknownLocaleError, matchLocale } from '../locale';
import type { LocaleTag } from '../locale';
import { SECTION_MOUNTS, SECTION_REQUIRES } from './section-names';
import type { Section, SectionCatalogs } from './section-names';

// The sections' names, catalogs and mounts are ./section-names: the keys' type (./keys, in the core
// entry's declarations) reads them without this module's i18next.
export { SECTION_MOUNTS, SECTION_REQUIRES, withRequiredSections } from './section-names';
export type { Section, SectionCatalogs } from './section-names';

/**
 * Every section's loader in every language, for code that wants one without an i18next instance.
 * A section is reached through its language's table of loaders (SECTION_LOADER_TABLES): the chunk
 * names of the sections are listed once per language.
 */
export const SECTION_LOADERS: {
  readonly [S in Section]: Readonly<Record<Locale, () => Promise<{ default: SectionCatalogs[S] }>>>;
} = /* @__PURE__ */ everySectionLoader();

// A function called under a pure mark: a bundle that never reads SECTION_LOADERS leaves it out.
function everySectionLoader(): never {
  return Object.fromEntries(
    (Object.keys(SECTION_MOUNTS) as Section[]).map((section) => [
      section,
      Object.fromEntries(LOCALES.map((locale) => [locale, () => loadSectionLoaders(locale).then((table): Promise<unknown> => table[section]())])),
    ]),
  ) as never;
}

/** Keyed `<section>:<locale>`: one load of each, whoever asks. */
const sectionOf = sharedLoads((key: `${Section}:${Locale}`) => {
  const [section, locale] = key.split(':') as [Section, Locale];
  return loadSectionLoaders(locale)
    .then((table): Promise<{ default: unknown }> => table[section]())
    .then((m) => m.default);
});

/** One section of one locale; concurrent callers share the promise, a failed load can be retried. */
export function loadSection<S extends Section>(section: S, tag: LocaleTag): Promise<SectionCatalogs[S]> {
  const locale = matchLocale(tag);
  if (locale === undefined) return Promise.reject(new UnknownLocaleError(tag));
  return sectionOf(`${section}:${locale}`) as Promise<SectionCatalogs[S]>;
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
  await Promise.all([addOneSection(instance, section), ...(SECTION_REQUIRES[section] ?? []).map((required) => addSection(instance, required))]);
}

async function addOneSection(instance: i18n, section: Section): Promise<void> {
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
