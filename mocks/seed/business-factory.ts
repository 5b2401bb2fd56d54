import type { BusinessType, City, ProfileCategory } from '../../schemas';
import { BUSINESS_TYPES, CURRENCIES, DEFAULT_PHONE_CODE, FREE_ADVERTISING_MONTHS } from '../../schemas';
import type { MockStore } from '../store/store';
import type { BusinessRecord } from '../store/types';
import { businessName, slugify } from './names';
import type { Rng } from './prng';
import { randomServices, randomWorkingTime, placeholderGallery } from './profile-factory';
import { businessDescription } from './texts';

const SUFFIX: Readonly<Record<BusinessType, string>> = {
  agencies: 'Agency', studio_sex: 'Studio', massage_salons: 'Spa', strip_club: 'Club',
};
/** Which profile categories a business of each type lists its models under. */
export const MODEL_CATEGORIES: Readonly<Record<BusinessType, ReadonlyArray<readonly [ProfileCategory, number]>>> = {
  agencies: [['escort', 80], ['trances', 10], ['bdsm', 10]],
  studio_sex: [['escort', 70], ['bdsm', 20], ['trances', 10]],
  massage_salons: [['escort', 100]],
  strip_club: [['escort', 90], ['trances', 10]],
};
const STREETS = ['Linden', 'Harbor', 'Market', 'Castle', 'River', 'Garden', 'Chestnut', 'Station', 'Bridge', 'Park'];

/** The month count of FREE_ADVERTISING_MONTHS added to a date, in the store's UTC calendar. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

export interface BusinessDraw {
  user_id: number;
  type: BusinessType;
  city: City;
  created_at: number;
  name?: string;
  is_vip?: boolean;
  is_top?: boolean;
  is_final?: boolean;
}

export function makeBusiness(store: MockStore, rng: Rng, draw: BusinessDraw): BusinessRecord {
  const id = store.nextId('business');
  const name = draw.name ?? businessName(rng, SUFFIX[draw.type]);
  const country = store.country(draw.city.country_id);
  const currencyCode = store.reference.currencyByCountry.get(draw.city.country_id) ?? 'EUR';
  const slug = `${slugify(name)}-${id}`;
  const services = randomServices(store, rng);
  return {
    id,
    slug,
    user_id: draw.user_id,
    name,
    type: draw.type,
    website: rng.chance(0.6) ? `https://${slugify(name)}.example` : null,
    title: `${name}, ${draw.city.title}`,
    description: businessDescription(rng, name, draw.city.title),
    general_info: {
      phone_number: { code: country?.dial_code ?? DEFAULT_PHONE_CODE, tel: String(rng.int(100_000_000, 999_999_999)) },
      country_id: draw.city.country_id,
      city_id: draw.city.id,
      apply_to_all: rng.chance(0.5),
      payment_types: rng.sample(store.reference.payments.map((p) => p.id), rng.int(1, 3)).sort((a, b) => a - b),
      parking_types: rng.sample(store.reference.parking.map((p) => p.id), rng.int(1, 2)).sort((a, b) => a - b),
      currency_id: CURRENCIES.find((c) => c.code === currencyCode)?.id ?? 2,
      address: `${rng.pick(STREETS)} Street ${rng.int(1, 120)}`,
    },
    country_id: draw.city.country_id,
    city_id: draw.city.id,
    agency_picture: { create_banner: rng.chance(0.2), description: null },
    working_time: randomWorkingTime(rng),
    gallery: placeholderGallery(store, `b${id}`, name, rng.int(3, 5)),
    additional_services: services.additional_services,
    inklusive_services: services.inklusive_services,
    our_addittional_service: rng.chance(0.3) ? 'Free drinks and a private lounge for guests.' : null,
    categories: [store.reference.categories.find((c) => c.slug === draw.type)?.id ?? BUSINESS_TYPES.indexOf(draw.type) + 1],
    is_vip: draw.is_vip ?? false,
    is_top: draw.is_top ?? false,
    is_final: draw.is_final ?? true,
    likes: new Set(),
    created_at: draw.created_at,
    free_advertising_until: addMonths(draw.created_at, FREE_ADVERTISING_MONTHS),
  };
}
