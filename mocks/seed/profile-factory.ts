import { ADULT_MIN_AGE, CURRENCIES, DEFAULT_PHONE_CODE, RATE_DURATIONS, WEEK_DAYS, WORKING_TIME_ALL_DAY } from '../../schemas';
import type { City, ProfileCategory, Rate, Service, WorkingTime } from '../../schemas';
import { variantHasStep } from '../../sdk/profile-variants/variant-data';
import { placeholderUrl, ABSTRACT_LABEL } from '../media/placeholder';
import type { MockStore } from '../store/store';
import type { GalleryRecord, ProfileForm, ProfileRecord } from '../store/types';
import { initials, personName, slugify } from './names';
import type { Rng } from './prng';
import { GENDER, SEED_HEIGHTS_CM, SEED_WEIGHTS_KG } from './reference-options';
import { profileDescription } from './texts';

/** Draws of one plausible profile: the form, services, rates, hours and placeholder photos. */

const DAY_MS = 24 * 60 * 60 * 1000;
const optionId = (first: number, value: number): number => value - first + 1;

function genderFor(rng: Rng, category: ProfileCategory): number {
  if (category === 'trances') return GENDER.trans;
  return rng.weighted([[GENDER.female, 84], [GENDER.male, 10], [GENDER.trans, 3], [GENDER.nonBinary, 3]]);
}

/** Ages lean to the twenties and thirties; never under ADULT_MIN_AGE. */
function drawAge(rng: Rng): number {
  return ADULT_MIN_AGE + Math.floor(Math.pow(rng.float(), 1.6) * 38);
}

const orNull = (rng: Rng, p: number, id: number): number | null => (rng.chance(p) ? id : null);
const phone = (rng: Rng, code: string) => ({ code, tel: String(rng.int(100_000_000, 999_999_999)) });

export function randomForm(store: MockStore, rng: Rng, category: ProfileCategory, city: City): ProfileForm {
  const data = store.reference.individual;
  const gender = genderFor(rng, category);
  const name = personName(rng, gender === GENDER.male ? 'masculine' : gender === GENDER.nonBinary ? 'neutral' : 'feminine');
  const country = store.country(city.country_id);
  const dial = country?.dial_code ?? DEFAULT_PHONE_CODE;
  const currencyCode = store.reference.currencyByCountry.get(city.country_id) ?? 'EUR';
  const travel = rng.chance(0.25);
  const height = rng.int(152, 192);
  const weight = Math.max(42, Math.min(105, Math.round(height - 112 + rng.int(-8, 14))));
  return {
    name,
    description: profileDescription(rng, name, city.title, category),
    gender_id: gender,
    orientation_id: rng.weighted([[1, 60], [2, 30], [3, 7], [4, 3]]),
    age_id: optionId(ADULT_MIN_AGE, drawAge(rng)),
    nationality_id: rng.int(1, data.nationalities.length),
    ethnicity_id: rng.int(1, data.ethnicities.length),
    country_id: city.country_id,
    city_id: city.id,
    user_languages: rng.sample(data.languages.map((l) => l.id), rng.int(1, 3)).sort((a, b) => a - b),
    weight_id: optionId(SEED_WEIGHTS_KG[0], weight),
    height_id: optionId(SEED_HEIGHTS_CM[0], height),
    body_type_id: rng.int(1, data.body_types.length),
    hair_length_id: orNull(rng, 0.9, rng.int(1, data.hair_lengths.length)),
    hair_color_id: rng.int(1, data.hair_colors.length),
    eye_color_id: rng.int(1, data.eye_colors.length),
    breast_size_id: rng.int(1, data.breast_sizes.length),
    bust_type_id: rng.weighted([[1, 75], [2, 25]]),
    intimate_grooming_id: orNull(rng, 0.8, rng.int(1, data.intimate_groomings.length)),
    alcohol_id: orNull(rng, 0.8, rng.int(1, data.alcohol.length)),
    smokers_id: orNull(rng, 0.85, rng.int(1, data.smokers.length)),
    tattoo_id: orNull(rng, 0.8, rng.int(1, data.tattoos.length)),
    piercing: rng.sample(data.piercings.map((p) => p.id), rng.int(0, 2)).sort((a, b) => a - b),
    travel,
    meeting_with: rng.sample(data.meeting_with.map((m) => m.id), rng.int(1, 3)).sort((a, b) => a - b),
    available_for: orNull(rng, 0.8, rng.int(1, data.available_for.length)),
    phone_number: phone(rng, dial),
    whatsapp_number: rng.chance(0.5) ? phone(rng, dial) : null,
    telegram_number: rng.chance(0.4) ? `@${slugify(name).replace(/-/g, '_')}_${rng.int(10, 9999)}` : null,
    currencies_id: CURRENCIES.find((c) => c.code === currencyCode)?.id ?? 2,
    travel_mode_id: travel ? rng.int(1, data.travel_modes.length) : null,
    category,
    // Derived from the name, not drawn, so the seed of every other profile stays as it was.
    ...(category === 'web_cam' ? { cam_links: camLinksOf(name) } : {}),
  };
}

/** Fictional rooms on fictional hosts (example.com): demo data never links to a real platform. */
const DEMO_CAM_PLATFORMS = ['CamStage', 'LiveRoom'] as const;
function camLinksOf(name: string): NonNullable<ProfileForm['cam_links']> {
  const room = slugify(name);
  return DEMO_CAM_PLATFORMS.map((platform) => ({ platform, url: `https://${platform.toLowerCase()}.example.com/${room}` }));
}

export function randomServices(store: MockStore, rng: Rng): Pick<ProfileRecord, 'inklusive_services' | 'additional_services' | 'taboo_services'> {
  const picked = rng.sample(store.reference.services, rng.int(4, 10));
  const asService = (s: { id: number; title: string }, include: boolean, check: boolean): Service => ({
    id: s.id, title: s.title, summary: include ? null : rng.int(2, 20) * 10, description: null,
    time: include ? null : rng.pick(['30 min', '1 h'] as const), include, check,
  });
  const cut = Math.ceil(picked.length / 2);
  const rest = store.reference.services.filter((s) => !picked.includes(s));
  return {
    inklusive_services: picked.slice(0, cut).map((s) => asService(s, true, true)),
    additional_services: picked.slice(cut).map((s) => asService(s, false, true)),
    taboo_services: rng.sample(rest, rng.int(0, 3)).map((s) => asService(s, false, false)),
  };
}

const RATE_CHOICES: ReadonlyArray<Rate['time']> = ['30 min', '1 h', '2 h', '3 h', '1 day'];
const RATE_FACTORS: Readonly<Record<string, number>> = { '30 min': 0.6, '1 h': 1, '2 h': 1.8, '3 h': 2.5, '1 day': 6 };

export function randomRates(rng: Rng): Rate[] {
  const base = rng.int(8, 40) * 10;
  const mode = rng.weighted([['both', 65], ['incall', 20], ['outcall', 15]]);
  const times = rng.sample(RATE_CHOICES, rng.int(2, 4)).sort((a, b) => RATE_DURATIONS.indexOf(a) - RATE_DURATIONS.indexOf(b));
  return times.map((time) => {
    const price = Math.round((base * (RATE_FACTORS[time] ?? 1)) / 10) * 10;
    return {
      time,
      incall: mode === 'outcall' ? null : price,
      outcall: mode === 'incall' ? null : Math.round(price * 1.2),
    };
  });
}

export function randomWorkingTime(rng: Rng): WorkingTime {
  type Hour = WorkingTime['mon']['from'];
  const from = `${String(rng.int(8, 14)).padStart(2, '0')}:00` as Hour;
  const to = `${String(rng.int(20, 24)).padStart(2, '0')}:00` as Hour;
  const allDay = rng.chance(0.2);
  const off = rng.sample(WEEK_DAYS, rng.int(0, 2));
  const time: Record<string, WorkingTime['mon']> = {};
  for (const day of WEEK_DAYS) {
    time[day] = off.includes(day)
      ? { from: null, to: null, notAvailable: true }
      : allDay ? { from: WORKING_TIME_ALL_DAY, to: null, notAvailable: false } : { from, to, notAvailable: false };
  }
  return time as WorkingTime;
}

/** Placeholder photos: the first shows initials, the others abstract shapes. */
export function placeholderGallery(store: MockStore, seedKey: string, name: string, count: number): GalleryRecord {
  const images = Array.from({ length: count }, (_, n) => ({
    id: store.nextId('image'),
    url: placeholderUrl(`${seedKey}-${n}`, 600, 800, n === 0 ? initials(name) : ABSTRACT_LABEL),
  }));
  return { main: images[0] ?? null, others: images.slice(1) };
}

export interface ProfileDraw {
  user_id: number;
  business_id: number | null;
  category: ProfileCategory;
  city: City;
  incognito?: boolean;
  state: 'active' | 'moderating' | 'draft' | 'deactivated';
  created_at: number;
  is_vip?: boolean;
  is_top?: boolean;
  form?: Partial<ProfileForm>;
}

/** A complete profile record; the draws happen in a fixed order so the seed stays deterministic. */
export function makeProfile(store: MockStore, rng: Rng, draw: ProfileDraw): ProfileRecord {
  const id = store.nextId('profile');
  const form = { ...randomForm(store, rng, draw.category, draw.city), ...draw.form };
  const services = randomServices(store, rng);
  const incognito = draw.incognito ?? false;
  const draft = draw.state === 'draft';
  // Drawn for every profile so the seed's later draws stay the same; kept where the editor asks for rates (not a web cam model).
  const rates = draft ? [] : randomRates(rng);
  return {
    id,
    slug: incognito ? `incognito-${id}` : `${slugify(form.name)}-${id}`,
    user_id: draw.user_id,
    business_id: draw.business_id,
    incognito,
    form,
    categories: [store.reference.categories.find((c) => c.slug === draw.category)?.id ?? 1],
    rates: variantHasStep(draw.category, 'rates') ? rates : [],
    working_time: draft ? null : randomWorkingTime(rng),
    ...services,
    gallery: placeholderGallery(store, `p${id}`, form.name, draft ? rng.int(0, 2) : rng.int(3, 6)),
    status: draw.state === 'deactivated' ? 'active' : draw.state,
    is_active: draw.state === 'active' || draw.state === 'moderating' ? 1 : 0,
    is_final: !draft,
    is_verified: !draft && rng.chance(0.35),
    verification_requested: rng.chance(0.1),
    is_vip: draw.is_vip ?? false,
    is_top: draw.is_top ?? false,
    moderation_message: draw.state === 'moderating' && rng.chance(0.3) ? 'Please add one more photo of the full figure.' : null,
    created_at: draw.created_at,
    updated_at: Math.min(store.epoch, draw.created_at + rng.int(0, 5) * DAY_MS),
    sent_to_moderation_at: draw.state === 'moderating' ? draw.created_at + DAY_MS : null,
    last_seen_at: Math.min(store.epoch, draw.created_at + rng.int(0, 30) * DAY_MS),
    views: rng.int(0, 5000),
    likes: new Set(),
    pending: null,
  };
}
