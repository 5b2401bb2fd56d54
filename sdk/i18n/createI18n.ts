import i18next from 'i18next';
import type { FormatterModule, PostProcessorModule, i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_BCP47 } from '../../schemas/constants';
import { SITE_NAME } from './brand';
import type { Locale } from '../../schemas/constants';
import { formatDate, formatDateTime, formatList, formatMoney, formatNumber } from './format';
import { PLURAL_FORMS, isLocale, prepare } from './internal';
import { toLocale } from '../locale';
import type { LocaleTag } from '../locale';
import { formatted } from './carried';
import { loadCatalog, loadSectionLoaders } from './catalog-loaders';
import { loadSection, mountSection, withRequiredSections } from './sections';
import type { Section } from './sections';

export { isLocale };
export { CATALOG_LOADERS, loadCatalog } from './catalog-loaders';

const FORMAT_CALL = /^(\w+)(?:\((.*)\))?$/;
const isDateLike = (value: unknown): value is Date | string | number =>
  value instanceof Date || typeof value === 'string' || typeof value === 'number';

/**
 * The i18next formatter, backed by ./format. With `alwaysFormat` every interpolated number goes
 * through `Intl.NumberFormat` of the instance language: `{count}` renders '1,5' in Czech and
 * '12.500' in German. Grouping starts at five digits (`min2`), so a `{year}` stays '2025'.
 * `{x, grouped}` groups as the language itself does (`auto`): the counts a visitor reads as
 * totals ("1,276 profiles found" en, "1.276" de, "1 276" fr; "1276" es, whose four-digit numbers
 * go ungrouped).
 * Named formats: `{x, number}`, `{x, grouped}`, `{x, currency(EUR)}`, `{x, date}`, `{x, datetime}`, `{x, list}`.
 */
const intlFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value: unknown, format: string | undefined, lng: string | undefined) {
    const tag = lng ?? LOCALE_BCP47[DEFAULT_LOCALE];
    const [, name, arg] = FORMAT_CALL.exec(format?.trim() ?? '') ?? [];
    if (typeof value === 'number' && (name === undefined || name === 'number' || name === 'grouped')) {
      return formatNumber(value, tag, { useGrouping: name === 'grouped' ? 'auto' : 'min2', maximumFractionDigits: 2 });
    }
    if (typeof value === 'number' && name === 'currency' && arg) return formatMoney(value, arg.trim(), tag);
    if (isDateLike(value) && name === 'date') return formatDate(value, tag);
    if (isDateLike(value) && name === 'datetime') return formatDateTime(value, tag);
    if (Array.isArray(value) && name === 'list') return formatList(value.map(String), tag);
    return value as string;
  },
};

/**
 * One full stop at a sentence's end: when the text puts its own full stop right after an
 * interpolated value that already ends with one (a Russian date, "1 дек. 2026 г."; an
 * abbreviation), the text's is dropped. Only that join is touched, never the value itself.
 */
const singleFullStop: PostProcessorModule = {
  type: 'postProcessor',
  name: 'singleFullStop',
  process(value, _key, options) {
    let text = value;
    for (const inserted of Object.values(options ?? {})) {
      if (typeof inserted === 'string' && inserted.endsWith('.') && text.includes(`${inserted}.`)) {
        text = text.split(`${inserted}.`).join(inserted);
      }
    }
    return text;
  },
};

export interface CreateI18nOptions {
  /**
   * Also load English and use it for keys missing in the locale. Off by default: every catalog
   * has every key (typecheck + tests), so a page needs only its own chunk.
   */
  fallback?: boolean;
  /** Sections to load with the catalog, in parallel: `['legal']` on the legal pages (with those they require, SECTION_REQUIRES). */
  sections?: readonly Section[];
}

/**
 * A fresh, initialised i18next instance for one locale: create one per server request (and one
 * in the browser). The locale may be a BCP 47 tag of one of the nine (`de-DE`, `pt-BR`, `cs`);
 * anything else throws an UnknownLocaleError (for a header or a user setting, pick with
 * `matchLocale(tag) ?? 'en'`). The instance language is the BCP 47 tag (`cs` for the portal's
 * `cz`), which is what Intl.PluralRules needs and what `<html lang>` wants.
 *
 * Interpolation is single-brace (`{n}`) and unescaped (React escapes); `{site}` defaults to
 * SITE_NAME. Plurals: `t('listing.found', { count })`.
 */
export async function createI18n(locale: LocaleTag, options: CreateI18nOptions = {}): Promise<i18n> {
  const current = toLocale(locale);
  const lng = LOCALE_BCP47[current];
  const english = LOCALE_BCP47[DEFAULT_LOCALE];
  const withFallback = options.fallback === true && current !== DEFAULT_LOCALE;
  const sections = withRequiredSections(options.sections ?? []);
  // The language's table of section loaders comes with the catalog: a section a page's later part
  // asks for then costs one round trip, as it did when the table was in the code itself.
  void loadSectionLoaders(current).catch(() => undefined);

  const sectionLoads = sections.map((section) =>
    Promise.all([
      loadSection(section, current),
      withFallback ? loadSection(section, DEFAULT_LOCALE) : undefined,
    ] as const),
  );
  const [catalog, fallbackCatalog] = await Promise.all([
    loadCatalog(current),
    withFallback ? loadCatalog(DEFAULT_LOCALE) : undefined,
  ]);

  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [lng]: { translation: prepare(catalog, PLURAL_FORMS) },
  };
  if (fallbackCatalog) resources[english] = { translation: prepare(fallbackCatalog, PLURAL_FORMS) };

  const instance = i18next.createInstance();
  instance.use(intlFormatter).use(singleFullStop);
  await instance.init({
    lng,
    fallbackLng: fallbackCatalog ? english : false,
    load: 'currentOnly',
    resources,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    postProcess: [singleFullStop.name],
    interpolation: {
      prefix: '{',
      suffix: '}',
      escapeValue: false,
      alwaysFormat: true,
      defaultVariables: { site: SITE_NAME },
    },
  });

  carryPluralRules(instance);

  const loadedSections = await Promise.all(sectionLoads);
  sections.forEach((section, i) => {
    const [data, fallback] = loadedSections[i] ?? [];
    if (data) mountSection(instance, lng, section, data);
    if (fallback) mountSection(instance, english, section, fallback);
  });
  return instance;
}

type PluralRule = Pick<Intl.PluralRules, 'select' | 'resolvedOptions'>;
interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
}

/**
 * i18next picks `_one`, `_few`, `_other`… with Intl.PluralRules; its rule's answers go through the
 * server's record (./carried) too, so a page hydrates its counts without building one. The real
 * rule is built on the first count the record does not answer.
 */
function carryPluralRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const real = resolver.getRule.bind(resolver);
  const rules = new Map<string, PluralRule>();
  resolver.getRule = (code, options = {}) => {
    const key = `p|${code}|${options.ordinal ? 'ordinal' : 'cardinal'}`;
    let rule = rules.get(key);
    if (!rule) {
      rule = {
        select: (count: number) => formatted(key, String(count), () => real(code, options)?.select(count) ?? 'other') as Intl.LDMLPluralRule,
        resolvedOptions: () => real(code, options)!.resolvedOptions(),
      };
      rules.set(key, rule);
    }
    return rule;
  };
}

const shared = new Map<Locale, Promise<i18n>>();

/**
 * For servers: an instance for one request without building one. The first call per locale
 * creates and initialises an instance (catalog preparation and i18next's init cost about 0.6 ms);
 * every call returns a clone of it (about 0.1 ms), with its own options and listeners and the
 * resource store shared. Resources are only ever added to (sections: the same texts for every
 * request of the locale), so sharing the store leaks nothing between requests. A failed creation
 * is forgotten, so the next request tries again. Locales are read as by createI18n.
 */
export async function cloneSharedI18n(locale: LocaleTag): Promise<i18n> {
  const current = toLocale(locale);
  let base = shared.get(current);
  if (!base) {
    base = createI18n(current);
    shared.set(current, base);
    base.catch(() => shared.delete(current));
  }
  return (await base).cloneInstance();
}
