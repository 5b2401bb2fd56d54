import type { ProfileCategory } from '../../schemas/entities/profile';
import { responseOf } from './operation-schemas';
import type { CallOptions, Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { localizeCountries } from '../i18n/country-names';
import { endpoint } from './derive';
import { send } from './send';

export type { CategoriesQuery } from './arguments';

/**
 * Reference data and sliders: public GETs with titles in the request's language, derived from
 * their operations (./derive), but for the three answers holding countries: their names are put in
 * the request's language here (see i18n/country-names), and the filter data takes its category as
 * a value rather than a query object.
 */
export function referenceEndpoints(t: Transport) {
  const inLocale = <T extends { iso: string; title: string }>(countries: readonly T[]) => localizeCountries(countries, t.getLocale());
  const countries = endpoint(t, routes.listCountries);
  const countriesWithCities = endpoint(t, routes.listCountriesWithCities);
  return {
    /** GET /api/all-individual-data: option lists of the profile form. */
    individualData: endpoint(t, routes.getIndividualData),
    /** GET /api/services: the services catalogue. */
    services: endpoint(t, routes.listServices),
    /** GET /api/country: countries with dial codes. */
    countries: (o?: CallOptions) => countries(o).then((answer) => ({ ...answer, data: inLocale(answer.data) })),
    /** GET /api/country-city-widget: countries with their cities. */
    countriesWithCities: (o?: CallOptions) => countriesWithCities(o).then((answer) => ({ ...answer, data: inLocale(answer.data) })),
    /** GET /api/categories, optionally of one type or category. */
    categories: endpoint(t, routes.listCategories),
    /** GET /api/filter-data: data.profile and data.business filter options, optionally of one category. */
    filterData: (category?: ProfileCategory, o?: CallOptions) =>
      send(t, routes.getFilterData, responseOf('getFilterData'), { query: category ? { category } : {} }, o).then(({ data, ...answer }) => ({
        ...answer,
        data: {
          ...data,
          profile: { ...data.profile, countries: inLocale(data.profile.countries) },
          business: { ...data.business, countries: inLocale(data.business.countries) },
        },
      })),
    /** GET /api/parking-types. */
    parkingTypes: endpoint(t, routes.listParkingTypes),
    /** GET /api/payments-types. */
    paymentTypes: endpoint(t, routes.listPaymentTypes),
    /** GET /api/currency: the eleven currencies. */
    currencies: endpoint(t, routes.listCurrencies),
    /** GET /api/escort-index-slider: escorts of the home page slider. */
    escortSlider: endpoint(t, routes.getEscortIndexSlider),
    /** GET /api/index-slider: home page banner slides. */
    indexSlider: endpoint(t, routes.getIndexSlider),
  };
}
