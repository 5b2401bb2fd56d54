import * as z from 'zod/mini';
import { meta } from '../compose';
import { CURRENCIES, CURRENCY_CODES } from '../constants';
import { DialCode, Id, NumericOption, Option, Slug } from '../primitives';

export const Currency = meta(
  z.object({
    id: Id,
    code: z.enum(CURRENCY_CODES),
    title: z.string(),
    sign: z.string(),
  }),
  { id: 'Currency', description: `One of ${CURRENCIES.length} currencies` },
);
export type Currency = z.infer<typeof Currency>;

export const City = meta(z.object({ id: Id, title: z.string(), country_id: Id, slug: z.optional(Slug) }), { id: 'City' });
export type City = z.infer<typeof City>;

/** A country with its dial code (the country and dial-code table of §3). */
export const Country = meta(z.object({ id: Id, title: z.string(), iso: z.string().check(z.length(2)), dial_code: DialCode }), {
  id: 'Country',
});
export type Country = z.infer<typeof Country>;
export const CountryWithCities = meta(z.extend(Country, { cities: z.array(City) }), { id: 'CountryWithCities' });
export type CountryWithCities = z.infer<typeof CountryWithCities>;

export const Category = meta(z.object({ id: Id, title: z.string(), slug: Slug, type: z.enum(['profile', 'business']) }), {
  id: 'Category',
});
export type Category = z.infer<typeof Category>;

/** A service a profile or business can offer (the catalogue of /api/services). */
export const ServiceOption = meta(z.object({ id: Id, title: z.string(), group: z.optional(z.string()) }), {
  id: 'ServiceOption',
});
export type ServiceOption = z.infer<typeof ServiceOption>;

export const ParkingType = meta(Option, { id: 'ParkingType' });
export const PaymentType = meta(Option, { id: 'PaymentType' });

/** Option lists of the individual profile form (GET /api/all-individual-data). */
export const IndividualData = meta(
  z.object({
    genders: z.array(Option),
    orientations: z.array(Option),
    ages: z.array(NumericOption),
    nationalities: z.array(Option),
    ethnicities: z.array(Option),
    languages: z.array(Option),
    weights: z.array(NumericOption),
    heights: z.array(NumericOption),
    body_types: z.array(Option),
    hair_lengths: z.array(Option),
    hair_colors: z.array(Option),
    eye_colors: z.array(Option),
    breast_sizes: z.array(Option),
    bust_types: z.array(Option),
    intimate_groomings: z.array(Option),
    alcohol: z.array(Option),
    smokers: z.array(Option),
    tattoos: z.array(Option),
    piercings: z.array(Option),
    meeting_with: z.array(Option),
    available_for: z.array(Option),
    travel_modes: z.array(Option),
    categories: z.array(Category),
  }),
  { id: 'IndividualData' },
);
export type IndividualData = z.infer<typeof IndividualData>;
