import * as z from 'zod';
import {
  BADGES, CAM_LINKS_MAX, CAM_PLATFORM_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, PROFILE_CATEGORIES, PROFILE_STATUSES, RATING_MAX, STATISTICS_DAYS, TEXT_MIN_LENGTH,
} from '../constants';
import {
  AdultAge, Flag01, Id, IsoDate, IsoDateTime, Name, OptionalId, Option, PhoneNumber, Slug,
} from '../primitives';
import { HTTP_URL_PATTERN } from '../rules';
import { DaysOff } from './availability';
import { EMPTY_GALLERY, Gallery, ImageRef } from './media';
import { MyPrice } from './rates';
import { Currency } from './reference';
import { Service } from './service';
import { optionalSections, tolerantList } from '../tolerance';
import { WorkingTime } from './working-time';

export const ProfileStatus = z.enum(PROFILE_STATUSES).meta({ id: 'ProfileStatus' });
export type ProfileStatus = z.infer<typeof ProfileStatus>;
export const ProfileCategory = z.enum(PROFILE_CATEGORIES).meta({ id: 'ProfileCategory' });
export type ProfileCategory = z.infer<typeof ProfileCategory>;
export const Badge = z.enum(BADGES).meta({ id: 'Badge' });
export type Badge = z.infer<typeof Badge>;

export const Description = z
  .string()
  .trim()
  .min(TEXT_MIN_LENGTH, `fill in at least ${TEXT_MIN_LENGTH} characters`)
  .max(DESCRIPTION_MAX_LENGTH, `The description cannot exceed ${DESCRIPTION_MAX_LENGTH} characters`);

/** A web cam model's link to her room on a cam platform (beyond spec: the web cam area's own field). */
export const CamLink = z
  .object({
    platform: z.string().trim().min(1, 'Required').max(CAM_PLATFORM_MAX_LENGTH),
    url: z.string().max(2048).regex(HTTP_URL_PATTERN, 'Invalid url'),
  })
  .meta({ id: 'CamLink' });
export type CamLink = z.infer<typeof CamLink>;

/**
 * §3: the individual profile form. The ids the spec names (hair_length_id, intimate_grooming_id,
 * alcohol_id, smokers_id, tattoo_id, travel_mode_id) are sent as null when unset, never omitted.
 * age_id points at an option of /api/all-individual-data `ages`, whose values are all 18 or more.
 */
export const IndividualProfileForm = z
  .object({
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
    user_languages: z.array(Id).min(1, 'Required'),
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
    whatsapp_number: PhoneNumber.nullable(),
    telegram_number: z.string().regex(/^@?[A-Za-z0-9_]{4,32}$|^\+?[\d\s-]{4,20}$/, 'Invalid phone').nullable(),
    currencies_id: Id,
    travel_mode_id: OptionalId,
    category: ProfileCategory,
    cam_links: z.array(CamLink).max(CAM_LINKS_MAX).optional().meta({
      description: 'Web cam models only (beyond spec): the platforms where her shows are',
    }),
  })
  .strict()
  .meta({ id: 'IndividualProfileForm' });
export type IndividualProfileForm = z.infer<typeof IndividualProfileForm>;

/** Statuses as read back; each maps to a badge or a status filter. */
export const ProfileStatuses = z
  .object({
    is_vip: z.boolean(),
    is_top: z.boolean(),
    is_verified: z.boolean(),
    is_new: z.boolean(),
    is_independent: z.boolean(),
    is_travel: z.boolean(),
  })
  .meta({ id: 'ProfileStatuses' });
export type ProfileStatuses = z.infer<typeof ProfileStatuses>;
/** What broken statuses become: no badge (a card or page shows without them). */
export const NO_STATUSES: ProfileStatuses = {
  is_vip: false, is_top: false, is_verified: false, is_new: false, is_independent: false, is_travel: false,
};

const Place = z.object({ id: Id, title: z.string() });

/** What a listing card needs: a small shape keeps a 40-card page light to send and validate. */
export const ProfileSummary = z
  .object({
    id: Id,
    slug: Slug,
    name: Name,
    age: AdultAge,
    category: ProfileCategory,
    country: Place,
    city: Place,
    main_image: ImageRef.nullable(),
    statuses: ProfileStatuses,
    price_from: z.object({ amount: z.number().nonnegative(), currency: Currency.shape.code }).nullable(),
    avg_rating: z.number().min(0).max(RATING_MAX).nullable(),
    likes: z.number().int().nonnegative(),
    is_liked: z.boolean(),
    business_id: Id.nullable(),
    incognito: z.boolean(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'ProfileSummary' });
export type ProfileSummary = z.infer<typeof ProfileSummary>;
/** A card without its picture, price, rating or badges still shows; id, slug, name and the rest are essential. */
export const PROFILE_SUMMARY_SECTIONS = { main_image: null, price_from: null, avg_rating: null, statuses: NO_STATUSES } as const;
optionalSections(ProfileSummary, PROFILE_SUMMARY_SECTIONS);

/** Reference values resolved to their titles, for display: a broken one is left out, the others shown. */
const Parameters = z.object({
  gender: Option.nullable(),
  orientation: Option.nullable(),
  nationality: Option.nullable(),
  ethnicity: Option.nullable(),
  languages: tolerantList(Option),
  height_cm: z.number().int().positive().nullable(),
  weight_kg: z.number().int().positive().nullable(),
  body_type: Option.nullable(),
  hair_length: Option.nullable(),
  hair_color: Option.nullable(),
  eye_color: Option.nullable(),
  breast_size: Option.nullable(),
  bust_type: Option.nullable(),
  intimate_grooming: Option.nullable(),
  alcohol: Option.nullable(),
  smokers: Option.nullable(),
  tattoo: Option.nullable(),
  piercing: tolerantList(Option),
  meeting_with: tolerantList(Option),
  available_for: Option.nullable(),
  travel_mode: Option.nullable(),
});
optionalSections(
  Parameters,
  Object.fromEntries(Object.entries(Parameters.shape).filter(([, field]) => field instanceof z.ZodNullable).map(([key]) => [key, null])),
);

const Count = z.number().int().nonnegative();
/** One day of the owner's statistics (the account area's tab): what that day brought. */
export const StatisticsDay = z
  .object({ date: IsoDate, views: Count, likes: Count, reviews: Count })
  .meta({ id: 'StatisticsDay' });
export type StatisticsDay = z.infer<typeof StatisticsDay>;

/**
 * The form values as last saved, for the editor. Read back without the form's strictness (a field
 * the backend adds must not fail the page); every field is optional, so a broken one is left out
 * (the editor shows it empty, the public page does not use them), and a broken cam link alone.
 */
const FormValues = z
  .object({
    ...IndividualProfileForm.omit({ user_id: true }).partial().shape,
    cam_links: tolerantList(CamLink).max(CAM_LINKS_MAX).optional().meta({
      description: 'Web cam models only (beyond spec): the platforms where her shows are',
    }),
  })
  .meta({ description: 'The form values as last saved (ids), for the editor' });
optionalSections(FormValues, Object.fromEntries(Object.keys(FormValues.shape).map((key) => [key, undefined])));

/** §3: the profile as read back (GET /api/profile/{id}). */
export const Profile = ProfileSummary.omit({ main_image: true, price_from: true })
  .extend({
    user_id: Id,
    form: FormValues,
    description: z.string().max(DESCRIPTION_MAX_LENGTH),
    parameters: Parameters,
    images: Gallery,
    additional_services: tolerantList(Service),
    inklusive_services: tolerantList(Service),
    taboo_services: tolerantList(Service),
    working_time: WorkingTime.nullable(),
    days_off: DaysOff.optional(),
    cam_links: tolerantList(CamLink).optional().meta({ description: 'Web cam models (beyond spec): her platform links' }),
    my_price: MyPrice,
    currency: Currency.nullable(),
    phone_number: PhoneNumber.nullable(),
    whatsapp_number: PhoneNumber.nullable(),
    telegram_number: z.string().nullable(),
    is_favorite: z.boolean(),
    status: ProfileStatus,
    is_active: Flag01,
    is_final: z.boolean(),
    verification_requested: z.boolean(),
    moderation_message: z.string().nullable().meta({ description: 'Moderators asking for more information' }),
    sent_to_moderation_at: IsoDateTime.nullable(),
    views: z.number().int().nonnegative(),
    statistics: z.array(StatisticsDay).max(STATISTICS_DAYS).optional().meta({
      description: `Owner only: views, likes and reviews per day over the last ${STATISTICS_DAYS} days, oldest first (the statistics tab; no call of its own in the spec)`,
    }),
    last_seen_at: IsoDateTime.nullable(),
    updated_at: IsoDateTime,
    prev_slug: Slug.nullable(),
    next_slug: Slug.nullable(),
    nearby: tolerantList(ProfileSummary),
  })
  .meta({ id: 'Profile' });
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
