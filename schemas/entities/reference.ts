import * as z from 'zod';
import { CURRENCIES, CURRENCY_CODES } from '../constants';
import { DialCode, Id, NumericOption, Option, Slug } from '../primitives';

export const Currency = z
  .object({
    id: Id,
    code: z.enum(CURRENCY_CODES),
    title: z.string(),
    sign: z.string(),
  })
  .meta({ id: 'Currency', description: `One of ${CURRENCIES.length} currencies` });
export type Currency = z.infer<typeof Currency>;

export const City = z.object({ id: Id, title: z.string(), country_id: Id, slug: Slug.optional() }).meta({ id: 'City' });
export type City = z.infer<typeof City>;

/** A country with its dial code (the country and dial-code table of §3). */
export const Country = z
  .object({ id: Id, title: z.string(), iso: z.string().length(2), dial_code: DialCode })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;
export const CountryWithCities = Country.extend({ cities: z.array(City) }).meta({ id: 'CountryWithCities' });
export type CountryWithCities = z.infer<typeof CountryWithCities>;

export const Category = z
  .object({ id: Id, title: z.string(), slug: Slug, type: z.enum(['profile', 'business']) })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

/** A service a profile or business can offer (the catalogue of /api/services). */
export const ServiceOption = z.object({ id: Id, title: z.string(), group: z.string().optional() }).meta({ id: 'ServiceOption' });
export type ServiceOption = z.infer<typeof ServiceOption>;

export const ParkingType = Option.meta({ id: 'ParkingType' });
export const PaymentType = Option.meta({ id: 'PaymentType' });

/** Option lists of the individual profile form (GET /api/all-individual-data). */
export const IndividualData = z
  .object({
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
  })
  .meta({ id: 'IndividualData' });
export type IndividualData = z.infer<typeof IndividualData>;
