import * as z from 'zod';
import {
  BUSINESS_TYPES, FILTER_IDS_MAX, HEIGHT_MAX_CM, HEIGHT_MIN_CM, INCALL_OUTCALL, MAX_PAGE_SIZE, NAME_SEARCH_MAX_LENGTH, PAGE_SIZE,
  PROFILE_CATEGORIES, PROFILE_SORTS, STATUS_FILTERS, WEIGHT_MAX_KG, WEIGHT_MIN_KG,
} from './constants';
import { BusinessType } from './entities/business';
import { ProfileCategory } from './entities/profile';
import { AdultAge, Id, LocaleSchema, Option } from './primitives';
import { rule } from './rules';
import { City, Country, ServiceOption } from './entities/reference';

export const StatusFilter = z.enum(STATUS_FILTERS).meta({ id: 'StatusFilter' });
export type StatusFilter = z.infer<typeof StatusFilter>;

/** Beyond the spec: marked `x-inferred-field` in openapi.yaml, as calls beyond §7 are marked `x-inferred-call`. */
const BEYOND_SPEC = { 'x-inferred-field': true } as const;
export const ProfileSort = z.enum(PROFILE_SORTS).meta({
  id: 'ProfileSort',
  description:
    'Beyond spec: the visitor\'s order. newest: created last first; price_asc / price_desc: by the lowest rate (compared in one ' +
    'currency), profiles without rates last; rating: best average first, unrated last. Ties keep the default order. Absent: the ' +
    'default order, VIP first, then TOP, newest first within each.',
  ...BEYOND_SPEC,
});
export type ProfileSort = z.infer<typeof ProfileSort>;

const Ids = z.array(Id).max(FILTER_IDS_MAX);
const HeightCm = z.number().int().min(HEIGHT_MIN_CM).max(HEIGHT_MAX_CM);
const WeightKg = z.number().int().min(WEIGHT_MIN_KG).max(WEIGHT_MAX_KG);

const minNotAboveMax = (min: string, max: string) => (f: Record<string, unknown>) =>
  typeof f[min] !== 'number' || typeof f[max] !== 'number' || (f[min] as number) <= (f[max] as number);

/**
 * §3: every listing filter. Ages start at 18 (adults only); height in cm, weight in kg.
 * `type` filters by body type and `bikini` by intimate grooming (the spec names them only).
 */
export const ProfileFilters = z
  .object({
    category: ProfileCategory.optional(),
    age_min: AdultAge.optional(),
    age_max: AdultAge.optional(),
    height_min: HeightCm.optional(),
    height_max: HeightCm.optional(),
    weight_min: WeightKg.optional(),
    weight_max: WeightKg.optional(),
    country_id: Id.optional(),
    city_id: Id.optional(),
    services: Ids.optional(),
    incall_outcall: z.enum(INCALL_OUTCALL).optional(),
    type: Ids.optional().meta({ description: 'Body type ids' }),
    hair_color: Ids.optional(),
    hair_length: Ids.optional(),
    bust_type: Ids.optional(),
    bust_size: Ids.optional(),
    smoker: Ids.optional(),
    alcohol: Ids.optional(),
    tattoo: Ids.optional(),
    gender: Ids.optional(),
    ethnicity: Ids.optional(),
    orientation: Ids.optional(),
    available_for: Ids.optional(),
    meeting_with: Ids.optional(),
    bikini: Ids.optional().meta({ description: 'Intimate grooming ids' }),
    eyes: Ids.optional(),
    business_type: BusinessType.optional(),
    business_id: Id.optional(),
    statuses: z.array(StatusFilter).max(STATUS_FILTERS.length).optional(),
    name: z.string().trim().min(1).max(NAME_SEARCH_MAX_LENGTH).optional().meta({
      description: 'Beyond spec: profiles whose name contains this text, ignoring case and accents',
      ...BEYOND_SPEC,
    }),
    sort: ProfileSort.optional(),
  })
  .refine(minNotAboveMax('age_min', 'age_max'), { message: 'min must not exceed max', ...rule('x-min-not-above-max'), path: ['age_max'] })
  .refine(minNotAboveMax('height_min', 'height_max'), { message: 'min must not exceed max', ...rule('x-min-not-above-max'), path: ['height_max'] })
  .refine(minNotAboveMax('weight_min', 'weight_max'), { message: 'min must not exceed max', ...rule('x-min-not-above-max'), path: ['weight_max'] })
  .meta({ id: 'ProfileFilters' });
export type ProfileFilters = z.infer<typeof ProfileFilters>;
export type ProfileFilterKey = keyof ProfileFilters;

export const PageQuery = z.object({
  page: z.number().int().positive().default(1),
  per_page: z.number().int().positive().max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.input<typeof PageQuery>;

export const BusinessFilters = z
  .object({ type: BusinessType.optional(), country_id: Id.optional(), city_id: Id.optional() })
  .meta({ id: 'BusinessFilters' });
export type BusinessFilters = z.infer<typeof BusinessFilters>;

/** What a review's subject may be filtered by: a profile's category or a business's type. */
export const ReviewCategory = z.enum([...PROFILE_CATEGORIES, ...BUSINESS_TYPES]).meta({ id: 'ReviewCategory' });
export type ReviewCategory = z.infer<typeof ReviewCategory>;

export const ReviewFilters = z
  .object({
    city_id: Id.optional(),
    rating: z.number().int().min(1).max(5).optional(),
    category: ReviewCategory.optional().meta({ description: "The reviewed profile's category or business's type" }),
    author_id: Id.optional(),
    profile_id: Id.optional(),
    business_id: Id.optional(),
  })
  .meta({ id: 'ReviewFilters' });
export type ReviewFilters = z.infer<typeof ReviewFilters>;

/** Options behind the filter panel (GET /api/filter-data: data.profile and data.business). */
export const ProfileFilterOptions = z
  .object({
    ages: z.object({ min: AdultAge, max: AdultAge }),
    height: z.object({ min: HeightCm, max: HeightCm }),
    weight: z.object({ min: WeightKg, max: WeightKg }),
    countries: z.array(Country.extend({ cities: z.array(City) })),
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
  })
  .meta({ id: 'ProfileFilterOptions' });
export type ProfileFilterOptions = z.infer<typeof ProfileFilterOptions>;

export const BusinessFilterOptions = z
  .object({ types: z.array(z.object({ id: BusinessType, title: z.string() })), countries: z.array(Country.extend({ cities: z.array(City) })) })
  .meta({ id: 'BusinessFilterOptions' });
export type BusinessFilterOptions = z.infer<typeof BusinessFilterOptions>;

export const LocaleQuery = z.object({ locale: LocaleSchema });
