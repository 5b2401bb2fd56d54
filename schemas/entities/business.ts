import * as z from 'zod/mini';
import { meta } from '../compose';
import { BUSINESS_TYPES, DESCRIPTION_MAX_LENGTH, RATING_MAX, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id, IsoDateTime, Name, Option, PhoneNumber, SafeUrl, ShortText, Slug } from '../primitives';
import { EMPTY_GALLERY, Gallery, ImageRef } from './media';
import { Service } from './service';
import { WorkingTime } from './working-time';
import { optionalSections, tolerantList } from '../tolerance';

export const BusinessType = meta(z.enum(BUSINESS_TYPES), { id: 'BusinessType' });
export type BusinessType = z.infer<typeof BusinessType>;

/** §3: general_info of a business. */
export const GeneralInfo = meta(
  z.object({
    phone_number: PhoneNumber,
    country_id: Id,
    city_id: Id,
    apply_to_all: meta(z.boolean(), { description: 'Apply this info to all model profiles of the business' }),
    payment_types: z.array(Id).check(z.minLength(1, 'Required')),
    parking_types: z.array(Id).check(z.minLength(1, 'Required')),
    currency_id: Id,
    address: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(SHORT_TEXT_MAX_LENGTH)),
  }),
  { id: 'GeneralInfo' },
);
export type GeneralInfo = z.infer<typeof GeneralInfo>;

/** §3: the agency picture / banner request. */
export const AgencyPicture = meta(
  z.object({ create_banner: z.boolean(), description: z.nullable(z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH))) }),
  { id: 'AgencyPicture' },
);

export const BusinessSummary = meta(
  z.object({
    id: Id,
    slug: Slug,
    name: Name,
    type: BusinessType,
    city: z.object({ id: Id, title: z.string() }),
    main_image: z.nullable(ImageRef),
    avg_rating: z.nullable(z.number().check(z.gte(0), z.lte(RATING_MAX))),
    likes: z.number().check(z.int(), z.nonnegative()),
    is_vip: z.boolean(),
    is_top: z.boolean(),
    profiles_count: z.number().check(z.int(), z.nonnegative()),
  }),
  { id: 'BusinessSummary' },
);
export type BusinessSummary = z.infer<typeof BusinessSummary>;
/** A card without its picture or rating still shows; id, slug, name, type and city are essential. */
const BUSINESS_SUMMARY_SECTIONS = { main_image: null, avg_rating: null } as const;
optionalSections(BusinessSummary, BUSINESS_SUMMARY_SECTIONS);

/** §3: a business as read back. */
export const Business = meta(
  z.extend(BusinessSummary, {
    user_id: Id,
    website: z.nullable(SafeUrl),
    title: ShortText,
    description: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
    general_info: meta(z.nullable(GeneralInfo), {
      description: 'Null until questionnaire step 1 saves it: a freshly registered business is empty',
    }),
    payment_types: tolerantList(Option),
    parking_types: tolerantList(Option),
    country: z.object({ id: Id, title: z.string() }),
    agency_picture: AgencyPicture,
    working_time: z.nullable(WorkingTime),
    images: Gallery,
    additional_services: tolerantList(Service),
    inklusive_services: tolerantList(Service),
    our_addittional_service: z.nullable(z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH))),
    categories: z.array(Id),
    is_liked: z.boolean(),
    is_favorite: z.boolean(),
    is_final: z.boolean(),
    free_advertising_until: z.nullable(IsoDateTime),
    created_at: IsoDateTime,
  }),
  { id: 'Business' },
);
export type Business = z.infer<typeof Business>;
/**
 * A business page without its picture, rating, website, working time, photos or extra-services
 * text still shows; its name, contacts (general_info), banner settings and the editor's values are
 * essential.
 */
optionalSections(Business, {
  ...BUSINESS_SUMMARY_SECTIONS,
  website: null,
  working_time: null,
  images: EMPTY_GALLERY,
  our_addittional_service: null,
});
