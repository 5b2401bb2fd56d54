import * as z from 'zod/mini';
import { meta } from './compose';
import {
  BUSINESS_TYPES,
  FILTER_IDS_MAX,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  INCALL_OUTCALL,
  MAX_PAGE_SIZE,
  NAME_SEARCH_MAX_LENGTH,
  PAGE_SIZE,
  PROFILE_CATEGORIES,
  PROFILE_SORTS,
  STATUS_FILTERS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from './constants';
import { BusinessType } from './entities/business';
import { ProfileCategory } from './entities/profile';
import { AdultAge, Id, LocaleSchema, Option } from './primitives';
import { rule } from './rules';
import { City, Country, ServiceOption } from './entities/reference';

export const StatusFilter = meta(z.enum(STATUS_FILTERS), { id: 'StatusFilter' });
export type StatusFilter = z.infer<typeof StatusFilter>;

/** Beyond the spec: marked `x-inferred-field` in openapi.yaml, as calls beyond §7 are marked `x-inferred-call`. */
const BEYOND_SPEC = { 'x-inferred-field': true } as const;
export const ProfileSort = meta(z.enum(PROFILE_SORTS), {
  id: 'ProfileSort',
  description:
    "Beyond spec: the visitor's order. newest: created last first; price_asc / price_desc: by the lowest rate (compared in one " +
    'currency), profiles without rates last; rating: best average first, unrated last. Ties keep the default order. Absent: the ' +
    'default order, VIP first, then TOP, newest first within each.',
  ...BEYOND_SPEC,
});
export type ProfileSort = z.infer<typeof ProfileSort>;

const Ids = z.array(Id).check(z.maxLength(FILTER_IDS_MAX));
const HeightCm = z.number().check(z.int(), z.gte(HEIGHT_MIN_CM), z.lte(HEIGHT_MAX_CM));
const WeightKg = z.number().check(z.int(), z.gte(WEIGHT_MIN_KG), z.lte(WEIGHT_MAX_KG));

const minNotAboveMax = (min: string, max: string) => (f: Record<string, unknown>) =>
  typeof f[min] !== 'number' || typeof f[max] !== 'number' || (f[min] as number) <= (f[max] as number);

/**
 * §3: every listing filter. Ages start at 18 (adults only); height in cm, weight in kg.
 * `type` filters by body type and `bikini` by intimate grooming (the spec names them only).
 */
export const ProfileFilters = meta(
  z
    .object({
      category: z.optional(ProfileCategory),
      age_min: z.optional(AdultAge),
      age_max: z.optional(AdultAge),
      height_min: z.optional(HeightCm),
      height_max: z.optional(HeightCm),
      weight_min: z.optional(WeightKg),
      weight_max: z.optional(WeightKg),
      country_id: z.optional(Id),
      city_id: z.optional(Id),
      services: z.optional(Ids),
      incall_outcall: z.optional(z.enum(INCALL_OUTCALL)),
      type: meta(z.optional(Ids), { description: 'Body type ids' }),
      hair_color: z.optional(Ids),
      hair_length: z.optional(Ids),
      bust_type: z.optional(Ids),
      bust_size: z.optional(Ids),
      smoker: z.optional(Ids),
      alcohol: z.optional(Ids),
      tattoo: z.optional(Ids),
      gender: z.optional(Ids),
      ethnicity: z.optional(Ids),
      orientation: z.optional(Ids),
      available_for: z.optional(Ids),
      meeting_with: z.optional(Ids),
      bikini: meta(z.optional(Ids), { description: 'Intimate grooming ids' }),
      eyes: z.optional(Ids),
      business_type: z.optional(BusinessType),
      business_id: z.optional(Id),
      statuses: z.optional(z.array(StatusFilter).check(z.maxLength(STATUS_FILTERS.length))),
      name: meta(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_SEARCH_MAX_LENGTH))), {
        description: 'Beyond spec: profiles whose name contains this text, ignoring case and accents',
        ...BEYOND_SPEC,
      }),
      sort: z.optional(ProfileSort),
    })
    .check(
      z.refine(minNotAboveMax('age_min', 'age_max'), {
        message: 'min must not exceed max',
        ...rule('x-min-not-above-max'),
        path: ['age_max'],
      }),
      z.refine(minNotAboveMax('height_min', 'height_max'), {
        message: 'min must not exceed max',
        ...rule('x-min-not-above-max'),
        path: ['height_max'],
      }),
      z.refine(minNotAboveMax('weight_min', 'weight_max'), {
        message: 'min must not exceed max',
        ...rule('x-min-not-above-max'),
        path: ['weight_max'],
      }),
    ),
  { id: 'ProfileFilters' },
);
export type ProfileFilters = z.infer<typeof ProfileFilters>;
export type ProfileFilterKey = keyof ProfileFilters;

export const PageQuery = z.object({
  page: z._default(z.number().check(z.int(), z.positive()), 1),
  per_page: z._default(z.number().check(z.int(), z.positive(), z.lte(MAX_PAGE_SIZE)), PAGE_SIZE),
});
export type PageQuery = z.input<typeof PageQuery>;

export const BusinessFilters = meta(
  z.object({ type: z.optional(BusinessType), country_id: z.optional(Id), city_id: z.optional(Id) }),
  { id: 'BusinessFilters' },
);
export type BusinessFilters = z.infer<typeof BusinessFilters>;

/** What a review's subject may be filtered by: a profile's category or a business's type. */
export const ReviewCategory = meta(z.enum([...PROFILE_CATEGORIES, ...BUSINESS_TYPES]), { id: 'ReviewCategory' });
export type ReviewCategory = z.infer<typeof ReviewCategory>;

export const ReviewFilters = meta(
  z.object({
    city_id: z.optional(Id),
    rating: z.optional(z.number().check(z.int(), z.gte(1), z.lte(5))),
    category: meta(z.optional(ReviewCategory), { description: "The reviewed profile's category or business's type" }),
    author_id: z.optional(Id),
    profile_id: z.optional(Id),
    business_id: z.optional(Id),
  }),
  { id: 'ReviewFilters' },
);
export type ReviewFilters = z.infer<typeof ReviewFilters>;

/**
 * What the public reviews page lets a visitor choose (its address bar and its filter form): the
 * subject's category, its city and the rating. The author and subject ids stay the API's, for
 * the pages of one profile, one business or one member.
 */
export const ReviewListingFilters = z.pick(ReviewFilters, { category: true, city_id: true, rating: true });
export type ReviewListingFilters = z.infer<typeof ReviewListingFilters>;

/** Options behind the filter panel (GET /api/filter-data: data.profile and data.business). */
export const ProfileFilterOptions = meta(
  z.object({
    ages: z.object({ min: AdultAge, max: AdultAge }),
    height: z.object({ min: HeightCm, max: HeightCm }),
    weight: z.object({ min: WeightKg, max: WeightKg }),
    countries: z.array(z.extend(Country, { cities: z.array(City) })),
    services: z.array(ServiceOption),
    type: z.array(Option),
    hair_color: z.array(Option),
    hair_length: z.array(Option),
    bust_type: z.array(Option),
    bust_size: z.array(Option),
    smoker: z.array(Option),
    alcohol: z.array(Option),
    tattoo: z.array(Option),
    gender: z.array(Option),
    ethnicity: z.array(Option),
    orientation: z.array(Option),
    available_for: z.array(Option),
    meeting_with: z.array(Option),
    bikini: z.array(Option),
    eyes: z.array(Option),
    statuses: z.array(StatusFilter),
  }),
  { id: 'ProfileFilterOptions' },
);
export type ProfileFilterOptions = z.infer<typeof ProfileFilterOptions>;

export const BusinessFilterOptions = meta(
  z.object({
    types: z.array(z.object({ id: BusinessType, title: z.string() })),
    countries: z.array(z.extend(Country, { cities: z.array(City) })),
  }),
  { id: 'BusinessFilterOptions' },
);
export type BusinessFilterOptions = z.infer<typeof BusinessFilterOptions>;

export const LocaleQuery = z.object({ locale: LocaleSchema });
