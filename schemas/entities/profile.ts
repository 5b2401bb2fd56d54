import * as z from 'zod/mini';
import { meta } from '../compose';
import {
  BADGES,
  CAM_LINKS_MAX,
  CAM_PLATFORM_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PROFILE_CATEGORIES,
  PROFILE_STATUSES,
  RATING_MAX,
  STATISTICS_DAYS,
  TEXT_MIN_LENGTH,
} from '../constants';
import { AdultAge, Flag01, Id, IsoDate, IsoDateTime, Name, OptionalId, Option, PhoneNumber, Slug } from '../primitives';
import { HTTP_URL_PATTERN } from '../rules';
import { DaysOff } from './availability';
import { EMPTY_GALLERY, Gallery, ImageRef } from './media';
import { MyPrice } from './rates';
import { Currency } from './reference';
import { Service } from './service';
import { optionalSections, tolerantList } from '../tolerance';
import { WorkingTime } from './working-time';

export const ProfileStatus = meta(z.enum(PROFILE_STATUSES), { id: 'ProfileStatus' });
export type ProfileStatus = z.infer<typeof ProfileStatus>;
export const ProfileCategory = meta(z.enum(PROFILE_CATEGORIES), { id: 'ProfileCategory' });
export type ProfileCategory = z.infer<typeof ProfileCategory>;
export const Badge = meta(z.enum(BADGES), { id: 'Badge' });
export type Badge = z.infer<typeof Badge>;

export const Description = z
  .string()
  .check(
    z.trim(),
    z.minLength(TEXT_MIN_LENGTH, `fill in at least ${TEXT_MIN_LENGTH} characters`),
    z.maxLength(DESCRIPTION_MAX_LENGTH, `The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`),
  );

/** A web cam model's link to her room on a cam platform (beyond spec: the web cam area's own field). */
export const CamLink = meta(
  z.object({
    platform: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(CAM_PLATFORM_MAX_LENGTH)),
    url: z.string().check(z.maxLength(2048), z.regex(HTTP_URL_PATTERN, 'Invalid url')),
  }),
  { id: 'CamLink' },
);
export type CamLink = z.infer<typeof CamLink>;

/**
 * §3: the individual profile form. The ids the spec names (hair_length_id, intimate_grooming_id,
 * alcohol_id, smokers_id, tattoo_id, travel_mode_id) are sent as null when unset, never omitted.
 * age_id points at an option of /api/all-individual-data `ages`, whose values are all 18 or more.
 */
export const IndividualProfileForm = meta(
  z.strictObject({
    user_id: Id,
    name: Name,
    description: Description,
    gender_id: Id,
    orientation_id: Id,
    age_id: Id,
    nationality_id: Id,
    ethnicity_id: Id,
    country_id: Id,
    city_id: Id,
    user_languages: z.array(Id).check(z.minLength(1, 'Required')),
    weight_id: Id,
    height_id: Id,
    body_type_id: Id,
    hair_length_id: OptionalId,
    hair_color_id: Id,
    eye_color_id: Id,
    breast_size_id: Id,
    bust_type_id: Id,
    intimate_grooming_id: OptionalId,
    alcohol_id: OptionalId,
    smokers_id: OptionalId,
    tattoo_id: OptionalId,
    piercing: z.array(Id),
    travel: z.boolean(),
    meeting_with: z.array(Id),
    available_for: OptionalId,
    phone_number: PhoneNumber,
    whatsapp_number: z.nullable(PhoneNumber),
    telegram_number: z.nullable(z.string().check(z.regex(/^@?[A-Za-z0-9_]{4,32}$|^\+?[\d\s-]{4,20}$/, 'Invalid phone'))),
    currencies_id: Id,
    travel_mode_id: OptionalId,
    category: ProfileCategory,
    cam_links: meta(z.optional(z.array(CamLink).check(z.maxLength(CAM_LINKS_MAX))), {
      description: 'Web cam models only (beyond spec): the platforms where her shows are',
    }),
  }),
  { id: 'IndividualProfileForm' },
);
export type IndividualProfileForm = z.infer<typeof IndividualProfileForm>;

/** Statuses as read back; each maps to a badge or a status filter. */
export const ProfileStatuses = meta(
  z.object({
    is_vip: z.boolean(),
    is_top: z.boolean(),
    is_verified: z.boolean(),
    is_new: z.boolean(),
    is_independent: z.boolean(),
    is_travel: z.boolean(),
  }),
  { id: 'ProfileStatuses' },
);
export type ProfileStatuses = z.infer<typeof ProfileStatuses>;
/** What broken statuses become: no badge (a card or page shows without them). */
export const NO_STATUSES: ProfileStatuses = {
  is_vip: false,
  is_top: false,
  is_verified: false,
  is_new: false,
  is_independent: false,
  is_travel: false,
};

const Place = z.object({ id: Id, title: z.string() });

/** What a listing card needs: a small shape keeps a 40-card page light to send and validate. */
export const ProfileSummary = meta(
  z.object({
    id: Id,
    slug: Slug,
    name: Name,
    age: AdultAge,
    category: ProfileCategory,
    country: Place,
    city: Place,
    main_image: z.nullable(ImageRef),
    statuses: ProfileStatuses,
    price_from: z.nullable(z.object({ amount: z.number().check(z.nonnegative()), currency: Currency.shape.code })),
    avg_rating: z.nullable(z.number().check(z.gte(0), z.lte(RATING_MAX))),
    likes: z.number().check(z.int(), z.nonnegative()),
    is_liked: z.boolean(),
    business_id: z.nullable(Id),
    incognito: z.boolean(),
    created_at: IsoDateTime,
  }),
  { id: 'ProfileSummary' },
);
export type ProfileSummary = z.infer<typeof ProfileSummary>;
/** A card without its picture, price, rating or badges still shows; id, slug, name and the rest are essential. */
export const PROFILE_SUMMARY_SECTIONS = { main_image: null, price_from: null, avg_rating: null, statuses: NO_STATUSES } as const;
optionalSections(ProfileSummary, PROFILE_SUMMARY_SECTIONS);

/** Reference values resolved to their titles, for display: a broken one is left out, the others shown. */
const Parameters = z.object({
  gender: z.nullable(Option),
  orientation: z.nullable(Option),
  nationality: z.nullable(Option),
  ethnicity: z.nullable(Option),
  languages: tolerantList(Option),
  height_cm: z.nullable(z.number().check(z.int(), z.positive())),
  weight_kg: z.nullable(z.number().check(z.int(), z.positive())),
  body_type: z.nullable(Option),
  hair_length: z.nullable(Option),
  hair_color: z.nullable(Option),
  eye_color: z.nullable(Option),
  breast_size: z.nullable(Option),
  bust_type: z.nullable(Option),
  intimate_grooming: z.nullable(Option),
  alcohol: z.nullable(Option),
  smokers: z.nullable(Option),
  tattoo: z.nullable(Option),
  piercing: tolerantList(Option),
  meeting_with: tolerantList(Option),
  available_for: z.nullable(Option),
  travel_mode: z.nullable(Option),
});
optionalSections(
  Parameters,
  Object.fromEntries(
    Object.entries(Parameters.shape)
      .filter(([, field]) => field instanceof z.ZodMiniNullable)
      .map(([key]) => [key, null]),
  ),
);

const Count = z.number().check(z.int(), z.nonnegative());
/** One day of the owner's statistics (the account area's tab): what that day brought. */
export const StatisticsDay = meta(z.object({ date: IsoDate, views: Count, likes: Count, reviews: Count }), {
  id: 'StatisticsDay',
});
export type StatisticsDay = z.infer<typeof StatisticsDay>;

/**
 * The form values as last saved, for the editor. Read back without the form's strictness (a field
 * the backend adds must not fail the page); every field is optional, so a broken one is left out
 * (the editor shows it empty, the public page does not use them), and a broken cam link alone.
 */
const FormValues = meta(
  z.object({
    ...z.partial(z.omit(IndividualProfileForm, { user_id: true })).shape,
    cam_links: meta(z.optional(tolerantList(CamLink).check(z.maxLength(CAM_LINKS_MAX))), {
      description: 'Web cam models only (beyond spec): the platforms where her shows are',
    }),
  }),
  { description: 'The form values as last saved (ids), for the editor' },
);
optionalSections(FormValues, Object.fromEntries(Object.keys(FormValues.shape).map((key) => [key, undefined])));

/** §3: the profile as read back (GET /api/profile/{id}). */
export const Profile = meta(
  z.extend(z.omit(ProfileSummary, { main_image: true, price_from: true }), {
    user_id: Id,
    form: FormValues,
    description: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
    parameters: Parameters,
    images: Gallery,
    additional_services: tolerantList(Service),
    inklusive_services: tolerantList(Service),
    taboo_services: tolerantList(Service),
    working_time: z.nullable(WorkingTime),
    days_off: z.optional(DaysOff),
    cam_links: meta(z.optional(tolerantList(CamLink)), { description: 'Web cam models (beyond spec): her platform links' }),
    my_price: MyPrice,
    currency: z.nullable(Currency),
    phone_number: z.nullable(PhoneNumber),
    whatsapp_number: z.nullable(PhoneNumber),
    telegram_number: z.nullable(z.string()),
    is_favorite: z.boolean(),
    status: ProfileStatus,
    is_active: Flag01,
    is_final: z.boolean(),
    verification_requested: z.boolean(),
    moderation_message: meta(z.nullable(z.string()), { description: 'Moderators asking for more information' }),
    sent_to_moderation_at: z.nullable(IsoDateTime),
    views: z.number().check(z.int(), z.nonnegative()),
    statistics: meta(z.optional(z.array(StatisticsDay).check(z.maxLength(STATISTICS_DAYS))), {
      description: `Owner only: views, likes and reviews per day over the last ${STATISTICS_DAYS} days, oldest first (the statistics tab; no call of its own in the spec)`,
    }),
    last_seen_at: z.nullable(IsoDateTime),
    updated_at: IsoDateTime,
    prev_slug: z.nullable(Slug),
    next_slug: z.nullable(Slug),
    nearby: tolerantList(ProfileSummary),
  }),
  { id: 'Profile' },
);
export type Profile = z.infer<typeof Profile>;
/**
 * A profile page without its rating, badges, photos, working time, rates, statistics or the links
 * to its neighbours still shows (and without a broken form value, above); the person (id, slug,
 * name, age, place, description, contacts, status) is essential.
 */
optionalSections(Profile, {
  avg_rating: null,
  statuses: NO_STATUSES,
  images: EMPTY_GALLERY,
  working_time: null,
  days_off: undefined,
  my_price: { time: [], incall: [], outcall: [] },
  currency: null,
  statistics: undefined,
  last_seen_at: null,
  prev_slug: null,
  next_slug: null,
});
