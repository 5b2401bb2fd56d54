import type { ProfileCategory } from '../../schemas/entities/profile';
import { responseOf } from './operation-schemas';
import type { CallOptions, Transport } from '../client/transport';
import { localizeCountries } from '../i18n/country-names';

export interface CategoriesQuery {
  type?: 'profile' | 'business';
  category?: string;
}

/** Reference data and sliders: public GETs with titles in the request's language. */
export function referenceEndpoints(t: Transport) {
  // Country names in the request's language (see i18n/country-names): read with the answer, once.
  const inLocale = <T extends { iso: string; title: string }>(countries: readonly T[]) => localizeCountries(countries, t.getLocale());
  return {
    /** GET /api/all-individual-data: option lists of the profile form. */
    individualData: (o?: CallOptions) =>
      t.call(responseOf('getIndividualData'), (api, init) => api.GET('/api/all-individual-data', { ...init }), o),
    /** GET /api/services: the services catalogue. */
    services: (o?: CallOptions) => t.call(responseOf('listServices'), (api, init) => api.GET('/api/services', { ...init }), o),
    /** GET /api/country: countries with dial codes. */
    countries: (o?: CallOptions) =>
      t.call(responseOf('listCountries'), (api, init) => api.GET('/api/country', { ...init }), o)
        .then((answer) => ({ ...answer, data: inLocale(answer.data) })),
    /** GET /api/country-city-widget: countries with their cities. */
    countriesWithCities: (o?: CallOptions) =>
      t.call(responseOf('listCountriesWithCities'), (api, init) => api.GET('/api/country-city-widget', { ...init }), o)
        .then((answer) => ({ ...answer, data: inLocale(answer.data) })),
    /** GET /api/categories, optionally of one type or category. */
    categories: (query: CategoriesQuery = {}, o?: CallOptions) =>
      t.call(responseOf('listCategories'), (api, init) => api.GET('/api/categories', { ...init, params: { query } }), o),
    /** GET /api/filter-data: data.profile and data.business filter options, optionally of one category. */
    filterData: (category?: ProfileCategory, o?: CallOptions) =>
      t.call(
        responseOf('getFilterData'),
        (api, init) => api.GET('/api/filter-data', { ...init, params: { query: category ? { category } : {} } }),
        o,
      ).then(({ data, ...answer }) => ({
        ...answer,
        data: {
          ...data,
          profile: { ...data.profile, countries: inLocale(data.profile.countries) },
          business: { ...data.business, countries: inLocale(data.business.countries) },
        },
      })),
    /** GET /api/parking-types. */
    parkingTypes: (o?: CallOptions) => t.call(responseOf('listParkingTypes'), (api, init) => api.GET('/api/parking-types', { ...init }), o),
    /** GET /api/payments-types. */
    paymentTypes: (o?: CallOptions) => t.call(responseOf('listPaymentTypes'), (api, init) => api.GET('/api/payments-types', { ...init }), o),
    /** GET /api/currency: the eleven currencies. */
    currencies: (o?: CallOptions) => t.call(responseOf('listCurrencies'), (api, init) => api.GET('/api/currency', { ...init }), o),
    /** GET /api/escort-index-slider: escorts of the home page slider. */
    escortSlider: (o?: CallOptions) =>
      t.call(responseOf('getEscortIndexSlider'), (api, init) => api.GET('/api/escort-index-slider', { ...init }), o),
    /** GET /api/index-slider: home page banner slides. */
    indexSlider: (o?: CallOptions) => t.call(responseOf('getIndexSlider'), (api, init) => api.GET('/api/index-slider', { ...init }), o),
  };
}
