import { BUSINESS_TYPES } from '../../../schemas';
import type {
  BusinessType, Category, Currency, IndividualData, Locale, Option, Service, ServiceOption, Slide,
} from '../../../schemas';
import { toBcp47 } from '../../../sdk/i18n/format';
import { BUSINESS_TYPE_ROWS, CATEGORY_TITLES, INCOGNITO_ROW, PARKING_TITLES, PAYMENT_TITLES, SERVICE_TITLES, SLIDE_TEXTS } from '../../seed/reference-titles/catalogue';
import { PROFILE_OPTION_TITLES } from '../../seed/reference-titles/profile-options';
import { OTHER_LOCALES, rowTitle, titleIn } from '../../seed/reference-titles/table';
import { BUSINESS_TYPE_TITLES, LANGUAGE_CODES } from '../../seed/reference-options';
import type { Reference } from '../types';

/**
 * The reference tables in the request's language (Content-Language), as a real API answers its
 * own tables: hand-written rows for the option lists, services, parking and payment types,
 * categories and slides (../../seed/reference-titles), and the platform's CLDR data
 * (`Intl.DisplayNames`, `Intl.NumberFormat`) for what has a code or a unit: languages, currency
 * titles, weights and heights. English is the seed's own table. Cities are named in
 * ../../seed/city-names.ts, countries by the SDK from their ISO codes.
 */

/** The option lists' names (IndividualData's keys), plus the business page's two lists. */
export type OptionList = Exclude<keyof IndividualData, 'categories'> | 'parking' | 'payments';

const capitalize = (text: string, tag: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);

const displayNames = new Map<string, Intl.DisplayNames>();
function cldrName(type: 'language' | 'currency', code: string, locale: Locale): string | undefined {
  const tag = toBcp47(locale);
  const key = `${type}|${tag}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames([tag], { type, fallback: 'none' })));
  // A standalone title starts with a capital (CLDR writes "anglais", "доллар США" for running text).
  const name = names.of(code);
  return name === undefined ? undefined : capitalize(name, tag);
}

const UNITS: Partial<Record<OptionList, string>> = { weights: 'kilogram', heights: 'centimeter' };

/** An option's title in `locale`: by its list's table, its language code or its unit. */
export function optionTitle(list: OptionList, option: Option & { value?: number }, locale: Locale): string {
  if (locale === 'en') return option.title;
  if (list === 'languages') {
    const code = LANGUAGE_CODES[option.title];
    return (code && cldrName('language', code, locale)) ?? option.title;
  }
  const unit = UNITS[list];
  if (unit && option.value !== undefined) {
    return new Intl.NumberFormat(toBcp47(locale), { style: 'unit', unit, maximumFractionDigits: 0 }).format(option.value);
  }
  if (list === 'parking') return titleIn(PARKING_TITLES, option.title, locale);
  if (list === 'payments') return titleIn(PAYMENT_TITLES, option.title, locale);
  // Ages and bust sizes (A to F) read the same in every language: their lists have no table.
  return titleIn(PROFILE_OPTION_TITLES[list], option.title, locale);
}

const inLocale = <T extends Option>(list: OptionList, options: readonly T[], locale: Locale): T[] =>
  options.map((o) => ({ ...o, title: optionTitle(list, o, locale) }));

export const serviceTitle = (title: string, locale: Locale): string => titleIn(SERVICE_TITLES, title, locale);
/** A category's title (its row is found by slug). */
export const categoryTitle = (category: Category, locale: Locale): string =>
  locale === 'en' ? category.title : (rowTitle(CATEGORY_TITLES, category.slug, locale) ?? category.title);
export const businessTypeTitle = (type: BusinessType, locale: Locale): string =>
  locale === 'en' ? BUSINESS_TYPE_TITLES[type] : (rowTitle(BUSINESS_TYPE_ROWS, type, locale) ?? BUSINESS_TYPE_TITLES[type]);
export const currencyIn = (currency: Currency, locale: Locale): Currency =>
  locale === 'en' ? currency : { ...currency, title: cldrName('currency', currency.code, locale) ?? currency.title };
/** What an incognito model shows instead of her name. */
export const incognitoName = (english: string, locale: Locale): string =>
  locale === 'en' ? english : (INCOGNITO_ROW[OTHER_LOCALES.indexOf(locale)] ?? english);

/** Services attached to a profile or business: a catalogue service (by id) titled in `locale`, its own title otherwise. */
export function servicesIn(services: readonly Service[], catalogue: readonly ServiceOption[], locale: Locale): Service[] {
  if (locale === 'en') return [...services];
  const titles = new Map(catalogue.map((s) => [s.id, s.title]));
  return services.map((s) => {
    const english = titles.get(s.id);
    return english === undefined ? s : { ...s, title: serviceTitle(english, locale) };
  });
}

/** Every table of the reference in one language. */
export interface LocalizedReference {
  individual: IndividualData;
  services: ServiceOption[];
  parking: Option[];
  payments: Option[];
  currencies: Currency[];
  categories: Category[];
  slides: Slide[];
  businessTypes: Array<{ id: BusinessType; title: string }>;
}

function localize(reference: Reference, locale: Locale): LocalizedReference {
  const d = reference.individual;
  const lists = Object.fromEntries(
    Object.entries(d).filter(([name]) => name !== 'categories')
      .map(([name, list]) => [name, inLocale(name as OptionList, list as Option[], locale)]),
  ) as Omit<IndividualData, 'categories'>;
  const categories = reference.categories.map((c) => ({ ...c, title: categoryTitle(c, locale) }));
  return {
    individual: { ...lists, categories: categories.filter((c) => c.type === 'profile') },
    services: reference.services.map((s) => ({ ...s, title: serviceTitle(s.title, locale) })),
    parking: inLocale('parking', reference.parking, locale),
    payments: inLocale('payments', reference.payments, locale),
    currencies: reference.currencies.map((c) => currencyIn(c, locale)),
    categories,
    slides: reference.slides.map((s) => ({
      ...s, title: titleIn(SLIDE_TEXTS, s.title, locale), subtitle: s.subtitle === null ? null : titleIn(SLIDE_TEXTS, s.subtitle, locale),
    })),
    businessTypes: BUSINESS_TYPES.map((id) => ({ id, title: businessTypeTitle(id, locale) })),
  };
}

const cache = new WeakMap<Reference, Map<Locale, LocalizedReference>>();

/** The reference in `locale`, built once per store and language (the tables do not change at runtime). */
export function localizedReference(reference: Reference, locale: Locale): LocalizedReference {
  let byLocale = cache.get(reference);
  if (!byLocale) cache.set(reference, (byLocale = new Map()));
  let localized = byLocale.get(locale);
  if (!localized) byLocale.set(locale, (localized = localize(reference, locale)));
  return localized;
}
