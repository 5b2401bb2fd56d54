import { fn } from 'storybook/test';
import { CURRENCIES, TEXT_MIN_LENGTH, WEEK_DAYS } from '../../schemas/constants';
import type { CountryWithCities, Currency, Gallery, IndividualData, Option, ServiceOption, WorkingTime } from '../../schemas';
import { emptyEditorValues } from '@portal/components/features/editor';
import type { EditorValues } from '@portal/components/features/editor';
import type { ProfileEditorApi, UploadOptions } from '@portal/components/features/editor';
import type { EditorOptions, EditorPhotoApi } from '@portal/components/editor';
import { imageRef } from '../fixtures';

/** Fictional, non-explicit demo data for the editor stories. */

const opts = (...titles: string[]): Option[] => titles.map((title, i) => ({ id: i + 1, title }));

export const individualData: IndividualData = {
  genders: opts('Female', 'Male', 'Trans'),
  orientations: opts('Heterosexual', 'Bisexual', 'Lesbian'),
  ages: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: String(18 + i * 3), value: 18 + i * 3 })),
  nationalities: opts('Czech', 'German', 'Ukrainian', 'Italian'),
  ethnicities: opts('European', 'Latina', 'Asian', 'Mixed'),
  languages: opts('English', 'German', 'French', 'Czech', 'Russian', 'Italian'),
  weights: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `${45 + i * 5} kg`, value: 45 + i * 5 })),
  heights: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `${150 + i * 5} cm`, value: 150 + i * 5 })),
  body_types: opts('Slim', 'Athletic', 'Curvy'),
  hair_lengths: opts('Short', 'Medium', 'Long'),
  hair_colors: opts('Blonde', 'Brunette', 'Black', 'Red'),
  eye_colors: opts('Blue', 'Green', 'Brown', 'Grey'),
  breast_sizes: opts('1', '2', '3', '4'),
  bust_types: opts('Natural', 'Enhanced'),
  intimate_groomings: opts('Shaved', 'Trimmed', 'Natural'),
  alcohol: opts('No', 'Sometimes'),
  smokers: opts('No', 'Yes'),
  tattoos: opts('No', 'Small', 'Several'),
  piercings: opts('Ears', 'Navel', 'Nose'),
  meeting_with: opts('Men', 'Women', 'Couples'),
  available_for: opts('Incall', 'Outcall', 'Incall and outcall'),
  travel_modes: opts('Car', 'Train', 'Plane'),
  categories: [
    { id: 1, title: 'Escort', slug: 'escort', type: 'profile' },
    { id: 2, title: 'Trances', slug: 'trances', type: 'profile' },
    { id: 3, title: 'Web cam', slug: 'web_cam', type: 'profile' },
  ],
};

export const countries: CountryWithCities[] = [
  { id: 1, title: 'Czechia', iso: 'CZ', dial_code: '+420', cities: [{ id: 11, title: 'Prague', country_id: 1 }, { id: 12, title: 'Brno', country_id: 1 }] },
  { id: 2, title: 'Germany', iso: 'DE', dial_code: '+49', cities: [{ id: 21, title: 'Berlin', country_id: 2 }, { id: 22, title: 'Munich', country_id: 2 }] },
  { id: 3, title: 'Ukraine', iso: 'UA', dial_code: '+380', cities: [{ id: 31, title: 'Kyiv', country_id: 3 }, { id: 32, title: 'Lviv', country_id: 3 }] },
  { id: 4, title: 'Canada', iso: 'CA', dial_code: '+1', cities: [{ id: 41, title: 'Toronto', country_id: 4 }] },
  { id: 5, title: 'United States', iso: 'US', dial_code: '+1', cities: [{ id: 51, title: 'New York', country_id: 5 }] },
];

export const currencies: Currency[] = CURRENCIES.map((c) => ({ ...c }));

export const services: ServiceOption[] = [
  { id: 1, title: 'Dinner date', group: 'Social' },
  { id: 2, title: 'Overnight stay', group: 'Social' },
  { id: 3, title: 'Travel companion', group: 'Social' },
  { id: 4, title: 'Classic massage', group: 'Massage' },
  { id: 5, title: 'Couples', group: 'Other' },
];

export const options: EditorOptions = { data: individualData, countries, currencies, services };

const week = (): WorkingTime =>
  Object.fromEntries(WEEK_DAYS.map((d, i) => [d, i < 5 ? { from: '12:00', to: '23:00', notAvailable: false } : { from: null, to: null, notAvailable: true }])) as WorkingTime;

export const emptyValues = (): EditorValues => emptyEditorValues();

/** A profile filled in completely. */
export const completeValues = (): EditorValues => ({
  ...emptyEditorValues(),
  name: 'Mila', category: 'escort', gender_id: 1, orientation_id: 2, age_id: 3, nationality_id: 1, ethnicity_id: 1,
  country_id: 1, city_id: 11, height_id: 4, weight_id: 3, body_type_id: 1, hair_color_id: 2, eye_color_id: 2,
  breast_size_id: 2, bust_type_id: 1, user_languages: [1, 4], meeting_with: [1, 3], available_for: 3,
  description: 'Warm, curious and fond of good conversation. I enjoy dinners in the old town, museums and long walks by the river, and I always take time to get to know you first.'.padEnd(TEXT_MIN_LENGTH, '.'),
  phone_number: { code: '+420', tel: '601 234 567' }, telegram_number: '@mila_demo', currencies_id: 2,
  inklusive_services: [{ id: 1, title: 'Dinner date', summary: null, description: null, time: null, include: true, check: true }],
  additional_services: [{ id: 2, title: 'Overnight stay', summary: 400, description: null, time: '1 day', include: false, check: true }],
  taboo_services: [{ id: 5, title: 'Couples', summary: null, description: null, time: null, include: false, check: false }],
  rates: [{ time: '1 h', incall: 150, outcall: 180 }, { time: '2 h', incall: 260, outcall: 300 }, { time: '1 day', incall: 900, outcall: null }],
  time: week(),
});

export const galleryOf = (count: number): Gallery => ({
  main_slide: count > 0 ? imageRef(1, 'M') : null,
  other_sliders: Array.from({ length: Math.max(0, count - 1) }, (_, i) => imageRef(i + 2, 'M')),
});

/** The demo photos of these ids in this order (what arrange-images answers). */
export const galleryInOrder = (ids: readonly number[]): Gallery => {
  const [main, ...others] = ids.map((id) => imageRef(id, 'M'));
  return { main_slide: main ?? null, other_sliders: others };
};

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upload that reports progress over about two seconds, then succeeds. */
export const slowUpload = (gallery: () => Gallery) => async (_file: Blob, { onProgress }: UploadOptions): Promise<Gallery> => {
  for (let i = 1; i <= 10; i++) {
    await wait(200);
    onProgress(i / 10);
  }
  return gallery();
};

export const storyApi = (): ProfileEditorApi => ({
  create: fn(async () => ({ id: 101 })).mockName('create'),
  saveEdit: fn(async () => ({})).mockName('saveEdit'),
  update: fn(async () => ({})).mockName('update'),
  sendToModeration: fn(async () => ({ status: 'moderating' as const })).mockName('sendToModeration'),
});

export const storyPhotos = (): EditorPhotoApi => {
  let count = 2;
  return {
    upload: async (_id, file, o) => slowUpload(() => galleryOf(++count))(file, o),
    remove: async () => galleryOf(--count),
    arrange: async (_id, ids) => galleryInOrder(ids),
  };
};

/** No draft storage: every story starts from its own args. */
export const noStorage = null;

/** A 390 px phone (the brief's smallest screen), defined here so the stories need no global setup. */
export const phone = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
