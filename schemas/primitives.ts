import * as z from 'zod/mini';
import { meta } from './compose';
import {
  ADULT_MIN_AGE,
  CURRENCY_CODES,
  DEFAULT_PHONE_CODE,
  LOCALES,
  MAX_AGE,
  NAME_MAX_LENGTH,
  ROLES,
  SHORT_TEXT_MAX_LENGTH,
} from './constants';
import { SAFE_URL_PATTERN } from './rules';

/** Shared building blocks of the entity schemas. */

export const Id = meta(z.number().check(z.int(), z.positive()), { description: 'Numeric identifier' });
/** Ids of reference options (genders, hair colours...) that the form sends as null when unset. */
export const OptionalId = z.nullable(Id);
// No regex flags in the schemas: JSON Schema's `pattern` has none, so openapi.yaml would say another rule.
export const Slug = z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Invalid slug'));
export const LocaleSchema = meta(z.enum(LOCALES), { id: 'Locale', description: 'One of the nine portal languages' });
export const RoleSchema = meta(z.enum(ROLES), { id: 'Role', description: 'Account role; BUSSINESS is spelt so on the wire' });
export const CurrencyCode = z.enum(CURRENCY_CODES);
export const IsoDateTime = meta(z.iso.datetime({ offset: true }), { description: 'ISO 8601 date-time' });
export const IsoDate = meta(z.iso.date(), { description: 'ISO 8601 date' });
export const Email = z.email('Invalid email').check(z.maxLength(SHORT_TEXT_MAX_LENGTH));
export const Name = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(NAME_MAX_LENGTH));
export const ShortText = z.string().check(z.maxLength(SHORT_TEXT_MAX_LENGTH));
/** An absolute http(s) URL or a site-relative path: never `javascript:` or `data:`. */
export const SafeUrl = z.string().check(z.maxLength(2048), z.regex(SAFE_URL_PATTERN, 'Invalid url'));

/** The API's 0/1 flags (is_active is 1 or 0 on the wire). */
export const Flag01 = z.union([z.literal(0), z.literal(1)]);

/** Adults only: every age is 18 or more. */
export const AdultAge = meta(
  z.number().check(z.int(), z.gte(ADULT_MIN_AGE, `Age must be ${ADULT_MIN_AGE} or more`), z.lte(MAX_AGE)),
  { description: `Age in years, ${ADULT_MIN_AGE} or more (adults only)` },
);

export const DialCode = z.string().check(z.regex(/^\+\d{1,4}$/, 'Invalid dial code'));
/** §3: a phone number split into its dial code (default +380) and the local number. */
export const PhoneNumber = meta(
  z.object({
    code: z._default(DialCode, DEFAULT_PHONE_CODE),
    tel: z.string().check(z.regex(/^[\d\s-]{4,20}$/, 'Invalid phone')),
  }),
  { id: 'PhoneNumber' },
);

/** A reference option as the API lists it: id and a title in the request's language. */
export const Option = meta(z.object({ id: Id, title: z.string().check(z.minLength(1), z.maxLength(SHORT_TEXT_MAX_LENGTH)) }), {
  id: 'Option',
});
export type Option = z.infer<typeof Option>;
/** An option that carries a number, such as an age, a height in cm or a weight in kg. */
export const NumericOption = meta(z.extend(Option, { value: z.number() }), { id: 'NumericOption' });
