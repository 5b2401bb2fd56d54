import * as z from 'zod/mini';
import { meta } from '../compose';
import {
  Category,
  Country,
  CountryWithCities,
  Currency,
  IndividualData,
  ParkingType,
  PaymentType,
  ServiceOption,
} from '../entities/reference';
import { ProfileSummary } from '../entities/profile';
import { BusinessFilterOptions, ProfileFilterOptions } from '../filters';
import { ProfileCategory } from '../entities/profile';
import { Id, SafeUrl } from '../primitives';
import { dataOf } from './common';
import { defineOperation } from './operation';
import { tolerantList } from '../tolerance';

export const Slide = meta(
  z.object({ id: Id, title: z.string(), subtitle: z.nullable(z.string()), image: SafeUrl, href: SafeUrl }),
  { id: 'Slide' },
);
export type Slide = z.infer<typeof Slide>;
export const FilterData = meta(z.object({ profile: ProfileFilterOptions, business: BusinessFilterOptions }), {
  id: 'FilterData',
});
export type FilterData = z.infer<typeof FilterData>;

const list = <T extends z.ZodMiniType>(item: T) => dataOf(z.array(item));
const ref = { tag: 'reference', auth: 'none', errors: [] } as const;

export const referenceOperations = [
  defineOperation({
    ...ref,
    id: 'getIndividualData',
    method: 'get',
    path: '/api/all-individual-data',
    summary: 'Option lists of the individual profile form',
    response: dataOf(IndividualData),
  }),
  defineOperation({
    ...ref,
    id: 'listServices',
    method: 'get',
    path: '/api/services',
    summary: 'The services catalogue',
    response: list(ServiceOption),
  }),
  defineOperation({
    ...ref,
    id: 'listCountries',
    method: 'get',
    path: '/api/country',
    summary: 'Countries with dial codes',
    response: list(Country),
  }),
  defineOperation({
    ...ref,
    id: 'listCountriesWithCities',
    method: 'get',
    path: '/api/country-city-widget',
    summary: 'Countries with their cities',
    response: list(CountryWithCities),
  }),
  defineOperation({
    ...ref,
    id: 'listCategories',
    method: 'get',
    path: '/api/categories',
    summary: 'Categories, optionally of one type',
    query: z.object({
      type: z.optional(z.enum(['profile', 'business'])),
      category: z.optional(z.string().check(z.maxLength(60))),
    }),
    response: list(Category),
  }),
  defineOperation({
    ...ref,
    id: 'getFilterData',
    method: 'get',
    path: '/api/filter-data',
    summary: 'Options of the listing filters',
    query: z.object({ category: z.optional(ProfileCategory) }),
    response: dataOf(FilterData),
  }),
  defineOperation({
    ...ref,
    id: 'listParkingTypes',
    method: 'get',
    path: '/api/parking-types',
    summary: 'Parking types',
    response: list(ParkingType),
  }),
  defineOperation({
    ...ref,
    id: 'listPaymentTypes',
    method: 'get',
    path: '/api/payments-types',
    summary: 'Payment types',
    response: list(PaymentType),
  }),
  defineOperation({
    ...ref,
    id: 'listCurrencies',
    method: 'get',
    path: '/api/currency',
    summary: 'The eleven currencies',
    response: list(Currency),
  }),
  defineOperation({
    ...ref,
    id: 'getEscortIndexSlider',
    method: 'get',
    path: '/api/escort-index-slider',
    auth: 'optional',
    summary: 'Escorts of the home page slider',
    response: dataOf(tolerantList(ProfileSummary)),
  }),
  defineOperation({
    ...ref,
    id: 'getIndexSlider',
    method: 'get',
    path: '/api/index-slider',
    summary: 'Home page banner slides',
    response: dataOf(tolerantList(Slide)),
  }),
] as const;
