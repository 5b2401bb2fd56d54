import * as z from 'zod';
import {
  ADULT_MIN_AGE, CURRENCY_CODES, DEFAULT_PHONE_CODE, LOCALES, MAX_AGE, NAME_MAX_LENGTH, ROLES,
  SHORT_TEXT_MAX_LENGTH,
} from './constants';
import { SAFE_URL_PATTERN } from './rules';

/** Shared building blocks of the entity schemas. */

export const Id = z.number().int().positive().meta({ description: 'Numeric identifier' });
/** Ids of reference options (genders, hair colours...) that the form sends as null when unset. */
export const OptionalId = Id.nullable();
// No regex flags in the schemas: JSON Schema's `pattern` has none, so openapi.yaml would say another rule.
export const Slug = z.string().min(1).max(120).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Invalid slug');
export const LocaleSchema = z.enum(LOCALES).meta({ id: 'Locale', description: 'One of the nine portal languages' });
export const RoleSchema = z.enum(ROLES).meta({ id: 'Role', description: 'Account role; BUSSINESS is spelt so on the wire' });
export const CurrencyCode = z.enum(CURRENCY_CODES);
export const IsoDateTime = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date-time' });
export const IsoDate = z.iso.date().meta({ description: 'ISO 8601 date' });
export const Email = z.email('Invalid email').max(SHORT_TEXT_MAX_LENGTH);
export const Name = z.string().trim().min(1, 'Required').max(NAME_MAX_LENGTH);
export const ShortText = z.string().max(SHORT_TEXT_MAX_LENGTH);
/** An absolute http(s) URL or a site-relative path: never `javascript:` or `data:`. */
export const SafeUrl = z.string().max(2048).regex(SAFE_URL_PATTERN, 'Invalid url');

/** The API's 0/1 flags (is_active is 1 or 0 on the wire). */
export const Flag01 = z.union([z.literal(0), z.literal(1)]);

/** Adults only: every age is 18 or more. */
export const AdultAge = z
  .number()
  .int()
  .min(ADULT_MIN_AGE, `Age must be ${ADULT_MIN_AGE} or more`)
  .max(MAX_AGE)
  .meta({ description: `Age in years, ${ADULT_MIN_AGE} or more (adults only)` });

export const DialCode = z.string().regex(/^\+\d{1,4}$/, 'Invalid dial code');
/** §3: a phone number split into its dial code (default +380) and the local number. */
export const PhoneNumber = z
  .object({
    code: DialCode.default(DEFAULT_PHONE_CODE),
    tel: z.string().regex(/^[\d\s-]{4,20}$/, 'Invalid phone'),
  })
  .meta({ id: 'PhoneNumber' });

/** A reference option as the API lists it: id and a title in the request's language. */
export const Option = z
  .object({ id: Id, title: z.string().min(1).max(SHORT_TEXT_MAX_LENGTH) })
  .meta({ id: 'Option' });
export type Option = z.infer<typeof Option>;
/** An option that carries a number, such as an age, a height in cm or a weight in kg. */
export const NumericOption = Option.extend({ value: z.number() }).meta({ id: 'NumericOption' });
