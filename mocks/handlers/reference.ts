import { BUSINESS_TYPES, STATUS_FILTERS } from '../../schemas';
import type { FilterData, Locale, Option, ProfileCategory } from '../../schemas';
import { cityName } from '../seed/city-names';
import { BUSINESS_TYPE_TITLES } from '../seed/reference-options';
import type { MockStore } from '../store/store';
import { toProfileSummary } from '../store/views/profile';
import type { ImplsOf } from './types';

/**
 * Reference data and sliders. Category and city titles follow Content-Language, and so do the
 * places of the slider's cards; other titles are English (the country table's names the SDK reads
 * in the reader's language by their ISO codes).
 */

/** How many escorts the home page slider shows. */
const ESCORT_SLIDER_SIZE = 12;

const CATEGORY_TITLES: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  es: { escort: 'Escorts', trances: 'Trans', web_cam: 'Cámara web', agencies: 'Agencias', massage_salons: 'Salones de masaje', strip_club: 'Clubes de striptease' },
  fr: { escort: 'Escortes', trances: 'Trans', web_cam: 'Webcam', agencies: 'Agences', massage_salons: 'Salons de massage', strip_club: 'Clubs de strip-tease' },
  de: { escort: 'Escorts', trances: 'Trans', web_cam: 'Webcam', agencies: 'Agenturen', massage_salons: 'Massagesalons', strip_club: 'Stripclubs' },
  it: { escort: 'Escort', trances: 'Trans', web_cam: 'Webcam', agencies: 'Agenzie', massage_salons: 'Centri massaggi', strip_club: 'Strip club' },
};

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
  const d = store.reference.individual;
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
      services: store.reference.services, type: d.body_types, hair_color: d.hair_colors, hair_length: d.hair_lengths,
      bust_type: d.bust_types, bust_size: d.breast_sizes, smoker: d.smokers, alcohol: d.alcohol, tattoo: d.tattoos,
      gender: d.genders, ethnicity: d.ethnicities, orientation: d.orientations, available_for: d.available_for,
      meeting_with: d.meeting_with, bikini: d.intimate_groomings, eyes: d.eye_colors, statuses: [...STATUS_FILTERS],
    },
    business: { types: BUSINESS_TYPES.map((id) => ({ id, title: BUSINESS_TYPE_TITLES[id] })), countries },
  };
}

export const referenceImpls = {
  getIndividualData: ({ store }) => ({ data: store.reference.individual }),
  listServices: ({ store }) => ({ data: store.reference.services }),
  listCountries: ({ store }) => ({ data: store.reference.countries }),
  listCountriesWithCities: ({ store, locale }) => ({ data: countriesWithCities(store, locale) }),
  listCategories: ({ query, store, locale }) => {
    const titles = CATEGORY_TITLES[locale] ?? {};
    const data = store.reference.categories
      .filter((c) => (query.type === undefined || c.type === query.type) && (query.category === undefined || c.slug === query.category))
      .map((c) => ({ ...c, title: titles[c.slug] ?? c.title }));
    return { data };
  },
  // With a category, the slider ranges span what that category's public profiles have.
  getFilterData: ({ query, store, locale }) => ({ data: filterData(store, query.category, locale) }),
  listParkingTypes: ({ store }) => ({ data: store.reference.parking }),
  listPaymentTypes: ({ store }) => ({ data: store.reference.payments }),
  listCurrencies: ({ store }) => ({ data: store.reference.currencies }),
  getEscortIndexSlider: ({ user, store, locale }) => {
    // Listing order puts VIP, then TOP escorts first: the slider is the head of the escort list.
    const escorts = store.index.ensure(store).query({ category: 'escort' }).slice(0, ESCORT_SLIDER_SIZE);
    return { data: escorts.map((p) => toProfileSummary(store, p.rec, user, locale)) };
  },
  getIndexSlider: ({ store }) => ({ data: store.reference.slides }),
} satisfies ImplsOf<'reference'>;
