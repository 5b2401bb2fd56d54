import { STATUS_FILTERS } from '../../schemas';
import type { FilterData, Locale, Option, ProfileCategory } from '../../schemas';
import { cityName } from '../seed/city-names';
import type { MockStore } from '../store/store';
import { toProfileSummary } from '../store/views/profile';
import { localizedReference } from '../store/views/reference';
import type { ImplsOf } from './types';

/**
 * Reference data and sliders, every title in the request's language (Content-Language: see
 * store/views/reference.ts), city names included; the country table keeps its English titles
 * with ISO codes, by which the SDK names countries in the reader's language.
 */

/** How many escorts the home page slider shows. */
const ESCORT_SLIDER_SIZE = 12;

function countriesWithCities(store: MockStore, locale: Locale) {
  return store.reference.countries.map((c) => ({
    ...c,
    cities: store.reference.cities.filter((city) => city.country_id === c.id).map((city) => ({ ...city, title: cityName(city.title, locale) })),
  }));
}

const numericRange = (list: ReadonlyArray<Option & { value?: number }>) => {
  const values = list.map((o) => o.value ?? 0);
  return { min: Math.min(...values), max: Math.max(...values) };
};

/** min and max of the values the category's public profiles have (the option lists' range without one). */
function rangeOf(values: ReadonlyArray<number | null>, fallback: { min: number; max: number }) {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? { min: Math.min(...present), max: Math.max(...present) } : fallback;
}

function filterData(store: MockStore, category: ProfileCategory | undefined, locale: Locale): FilterData {
  const ref = localizedReference(store.reference, locale);
  const d = ref.individual;
  const countries = countriesWithCities(store, locale);
  const listed = category ? store.index.ensure(store).query({ category }) : [];
  const ranges = {
    ages: rangeOf(listed.map((p) => p.age), numericRange(d.ages)),
    height: rangeOf(listed.map((p) => p.height), numericRange(d.heights)),
    weight: rangeOf(listed.map((p) => p.weight), numericRange(d.weights)),
  };
  return {
    profile: {
      ...ranges, countries,
      services: ref.services, type: d.body_types, hair_color: d.hair_colors, hair_length: d.hair_lengths,
      bust_type: d.bust_types, bust_size: d.breast_sizes, smoker: d.smokers, alcohol: d.alcohol, tattoo: d.tattoos,
      gender: d.genders, ethnicity: d.ethnicities, orientation: d.orientations, available_for: d.available_for,
      meeting_with: d.meeting_with, bikini: d.intimate_groomings, eyes: d.eye_colors, statuses: [...STATUS_FILTERS],
    },
    business: { types: ref.businessTypes, countries },
  };
}

export const referenceImpls = {
  getIndividualData: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).individual }),
  listServices: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).services }),
  listCountries: ({ store }) => ({ data: store.reference.countries }),
  listCountriesWithCities: ({ store, locale }) => ({ data: countriesWithCities(store, locale) }),
  listCategories: ({ query, store, locale }) => ({
    data: localizedReference(store.reference, locale).categories
      .filter((c) => (query.type === undefined || c.type === query.type) && (query.category === undefined || c.slug === query.category)),
  }),
  // With a category, the slider ranges span what that category's public profiles have.
  getFilterData: ({ query, store, locale }) => ({ data: filterData(store, query.category, locale) }),
  listParkingTypes: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).parking }),
  listPaymentTypes: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).payments }),
  listCurrencies: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).currencies }),
  getEscortIndexSlider: ({ user, store, locale }) => {
    // Listing order puts VIP, then TOP escorts first: the slider is the head of the escort list.
    const escorts = store.index.ensure(store).query({ category: 'escort' }).slice(0, ESCORT_SLIDER_SIZE);
    return { data: escorts.map((p) => toProfileSummary(store, p.rec, user, locale)) };
  },
  getIndexSlider: ({ store, locale }) => ({ data: localizedReference(store.reference, locale).slides }),
} satisfies ImplsOf<'reference'>;
