import {
  BUSINESS_TYPES, ADULT_MIN_AGE, HEIGHT_UNIT, PROFILE_CATEGORIES,
} from '../../schemas';
import type { Category, IndividualData, Option, ServiceOption } from '../../schemas';

/**
 * The option lists of the profile form and the filters. Titles are English here; the handlers
 * answer them in the request's language (Content-Language: store/views/reference.ts, with the
 * tables of ./reference-titles). Ids start at 1 in every list.
 */
const options = (titles: readonly string[]): Option[] => titles.map((title, i) => ({ id: i + 1, title }));
const numeric = (from: number, to: number, unit: string): Array<Option & { value: number }> =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: i + 1, title: unit ? `${from + i} ${unit}` : `${from + i}`, value: from + i }));

/** Oldest age offered in the form; every option is ADULT_MIN_AGE or more. */
export const SEED_MAX_AGE = 65;
/** The weight and height options (kg, cm), inside the filters' WEIGHT_* and HEIGHT_* bounds. */
export const SEED_WEIGHTS_KG = [40, 110] as const;
export const SEED_HEIGHTS_CM = [145, 200] as const;

const CATEGORY_TITLES: Readonly<Record<string, string>> = {
  escort: 'Escort', trances: 'Trances', web_cam: 'Web cam', onlyfans: 'OnlyFans', bdsm: 'BDSM',
  agencies: 'Agencies', studio_sex: 'Studio sex', massage_salons: 'Massage salons', strip_club: 'Strip clubs',
};

/** §9: category id 1 is escort; profile categories first, then the business types. */
export const CATEGORIES: Category[] = [
  ...PROFILE_CATEGORIES.map((slug) => ({ slug, type: 'profile' as const })),
  ...BUSINESS_TYPES.map((slug) => ({ slug, type: 'business' as const })),
].map((c, i) => ({ id: i + 1, title: CATEGORY_TITLES[c.slug] ?? c.slug, slug: c.slug, type: c.type }));

export const GENDER = { female: 1, male: 2, trans: 3, nonBinary: 4 } as const;

export function buildIndividualData(languages: readonly string[], nationalities: readonly string[]): IndividualData {
  return {
    genders: options(['Female', 'Male', 'Trans', 'Non-binary']),
    orientations: options(['Heterosexual', 'Bisexual', 'Homosexual', 'Pansexual']),
    ages: numeric(ADULT_MIN_AGE, SEED_MAX_AGE, ''),
    nationalities: options(nationalities),
    ethnicities: options(['Caucasian', 'Latin', 'Asian', 'Black', 'Mixed', 'Middle Eastern', 'Indian']),
    languages: options(languages),
    weights: numeric(...SEED_WEIGHTS_KG, 'kg'),
    heights: numeric(...SEED_HEIGHTS_CM, HEIGHT_UNIT),
    body_types: options(['Slim', 'Petite', 'Athletic', 'Average', 'Curvy', 'Plus size']),
    hair_lengths: options(['Short', 'Shoulder length', 'Long', 'Very long']),
    hair_colors: options(['Blonde', 'Brunette', 'Black', 'Red', 'Auburn', 'Grey', 'Coloured']),
    eye_colors: options(['Blue', 'Green', 'Brown', 'Grey', 'Hazel', 'Black']),
    breast_sizes: options(['A', 'B', 'C', 'D', 'E', 'F']),
    bust_types: options(['Natural', 'Enhanced']),
    intimate_groomings: options(['Fully groomed', 'Trimmed', 'Natural']),
    alcohol: options(['No', 'Socially', 'Yes']),
    smokers: options(['No', 'Occasionally', 'Yes']),
    tattoos: options(['None', 'A few', 'Many']),
    piercings: options(['Ears', 'Navel', 'Nose', 'Eyebrow', 'Lip']),
    meeting_with: options(['Men', 'Women', 'Couples', 'Groups']),
    available_for: options(['Dinner dates', 'Social events', 'Travel companion', 'Overnight stays']),
    travel_modes: options(['Within the country', 'Europe', 'Worldwide']),
    categories: CATEGORIES.filter((c) => c.type === 'profile'),
  };
}

/** The languages a profile may list, with their ISO 639-1 codes (the API names them in the reader's language by code). */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en', Spanish: 'es', French: 'fr', German: 'de', Italian: 'it', Czech: 'cs', Russian: 'ru', Portuguese: 'pt',
  Greek: 'el', Ukrainian: 'uk', Polish: 'pl', Dutch: 'nl',
};
export const LANGUAGES = Object.keys(LANGUAGE_CODES);
export const NATIONALITIES = ['Ukrainian', 'Czech', 'German', 'French', 'Spanish', 'Italian', 'Portuguese', 'Greek',
  'British', 'Dutch', 'Swiss', 'Austrian', 'Polish', 'Brazilian', 'Colombian', 'Thai', 'Other'];

const SERVICE_GROUPS: ReadonlyArray<readonly [group: string, titles: readonly string[]]> = [
  ['companionship', ['Dinner date', 'Girlfriend experience', 'City walk', 'Social events', 'Overnight', 'Travel companion']],
  ['massage', ['Classic massage', 'Relaxing massage', 'Aromatherapy massage', 'Tantric massage', 'Four-hand massage']],
  ['show', ['Striptease', 'Lap dance', 'Webcam show', 'Photo session', 'Role play', 'Costume play']],
  ['bdsm', ['Light domination', 'Submission play', 'Fetish friendly', 'Bondage (light)']],
  ['extra', ['Duo with a friend', 'Couples', 'Shower together']],
];

export const SERVICES: ServiceOption[] = SERVICE_GROUPS.flatMap(([group, titles]) => titles.map((title) => ({ title, group })))
  .map((s, i) => ({ id: i + 1, ...s }));

export const PARKING_TYPES = options(['Free parking', 'Paid parking', 'Street parking', 'Underground garage', 'No parking']);
export const PAYMENT_TYPES = options(['Cash', 'Credit card', 'Debit card', 'Bank transfer', 'Crypto', 'PayPal']);

export const BUSINESS_TYPE_TITLES: Readonly<Record<(typeof BUSINESS_TYPES)[number], string>> = {
  agencies: 'Agency', studio_sex: 'Studio sex', massage_salons: 'Massage salon', strip_club: 'Strip club',
};
