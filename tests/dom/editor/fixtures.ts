import { vi } from 'vitest';
import { TEXT_MIN_LENGTH, WEEK_DAYS } from '../../../schemas/constants';
import type { Currency, Gallery, ServiceOption, WorkingTime } from '../../../schemas';
import type { DraftStorage } from '@portal/components/features/editor';
import type { ProfileEditorApi } from '@portal/components/features/editor';
import type { EditorOptions, EditorPhotoApi } from '@portal/components/editor';
import type { CountryWithCities, IndividualData, Option } from '../../../schemas';
import { emptyEditorValues } from '@portal/components/features/editor';
import type { EditorValues } from '@portal/components/features/editor';
import { mediaFile } from '../../support/media-files';
import type { HeaderName } from '../../support/media-files';

const opts = (...titles: string[]): Option[] => titles.map((title, i) => ({ id: i + 1, title }));

/** Fictional reference data, the shape of GET /api/all-individual-data. */
export const individualData: IndividualData = {
  genders: opts('Female', 'Male', 'Trans'),
  orientations: opts('Hetero', 'Bi'),
  // One option under 18 on purpose: the form must never offer it.
  ages: [{ id: 1, title: '17', value: 17 }, { id: 2, title: '18', value: 18 }, { id: 3, title: '25', value: 25 }],
  nationalities: opts('Ukrainian', 'Czech'),
  ethnicities: opts('European', 'Asian'),
  languages: opts('English', 'German', 'Czech'),
  weights: [{ id: 1, title: '55 kg', value: 55 }, { id: 2, title: '60 kg', value: 60 }],
  heights: [{ id: 1, title: '165 cm', value: 165 }, { id: 2, title: '170 cm', value: 170 }],
  body_types: opts('Slim', 'Athletic'),
  hair_lengths: opts('Short', 'Long'),
  hair_colors: opts('Blonde', 'Brunette'),
  eye_colors: opts('Blue', 'Green'),
  breast_sizes: opts('1', '2', '3'),
  bust_types: opts('Natural', 'Enhanced'),
  intimate_groomings: opts('Shaved', 'Trimmed'),
  alcohol: opts('No', 'Sometimes'),
  smokers: opts('No', 'Yes'),
  tattoos: opts('No', 'Yes'),
  piercings: opts('Ears', 'Navel'),
  meeting_with: opts('Men', 'Women', 'Couples'),
  available_for: opts('Incall', 'Outcall', 'Both'),
  travel_modes: opts('Car', 'Train'),
  categories: [
    { id: 1, title: 'Escort', slug: 'escort', type: 'profile' },
    { id: 2, title: 'Web cam', slug: 'web_cam', type: 'profile' },
    { id: 3, title: 'Agency', slug: 'agencies', type: 'business' },
  ],
};

export const countries: CountryWithCities[] = [
  { id: 1, title: 'Ukraine', iso: 'UA', dial_code: '+380', cities: [{ id: 10, title: 'Kyiv', country_id: 1 }, { id: 11, title: 'Lviv', country_id: 1 }] },
  { id: 2, title: 'Czechia', iso: 'CZ', dial_code: '+420', cities: [{ id: 20, title: 'Prague', country_id: 2 }] },
  { id: 3, title: 'Canada', iso: 'CA', dial_code: '+1', cities: [] },
  { id: 4, title: 'United States', iso: 'US', dial_code: '+1', cities: [] },
];

export const values = (over: Partial<EditorValues> = {}): EditorValues => ({ ...emptyEditorValues(), ...over });

export const currencies: Currency[] = [
  { id: 1, code: 'USD', title: 'US Dollar', sign: '$' },
  { id: 2, code: 'EUR', title: 'Euro', sign: '€' },
];

export const services: ServiceOption[] = [
  { id: 1, title: 'Dinner date' },
  { id: 2, title: 'Massage' },
  { id: 3, title: 'Overnight' },
];

export const options: EditorOptions = { data: individualData, countries, currencies, services };

const week = (): WorkingTime =>
  Object.fromEntries(WEEK_DAYS.map((d) => [d, { from: '10:00', to: '22:00', notAvailable: false }])) as WorkingTime;

/** Every step filled in validly (fictional, non-explicit). */
export const complete = (over: Partial<EditorValues> = {}): EditorValues => values({
  name: 'Alina', category: 'escort', gender_id: 1, orientation_id: 1, age_id: 3, nationality_id: 1, ethnicity_id: 1,
  country_id: 1, city_id: 10, height_id: 1, weight_id: 1, body_type_id: 1, hair_color_id: 1, eye_color_id: 1,
  breast_size_id: 1, bust_type_id: 1, user_languages: [1],
  description: 'Friendly, well read and fond of long walks through the old town. '.padEnd(TEXT_MIN_LENGTH + 10, '.'),
  phone_number: { code: '+380', tel: '501234567' }, currencies_id: 2,
  inklusive_services: [{ id: 1, title: 'Dinner date', summary: null, description: null, time: null, include: true, check: true }],
  rates: [{ time: '1 h', incall: 150, outcall: 200 }],
  time: week(),
  ...over,
});

export const image = (id: number) => ({ image: `/media/demo-${id}.svg`, image_id: id });
export const galleryOf = (count: number): Gallery => ({
  main_slide: count > 0 ? image(1) : null,
  other_sliders: Array.from({ length: Math.max(0, count - 1) }, (_, i) => image(i + 2)),
});

export function fakeApi(over: Partial<ProfileEditorApi> = {}): ProfileEditorApi {
  return {
    create: vi.fn(async () => ({ id: 77 })),
    saveEdit: vi.fn(async () => ({})),
    update: vi.fn(async () => ({})),
    sendToModeration: vi.fn(async () => ({ status: 'moderating' as const })),
    ...over,
  };
}

export function fakePhotos(over: Partial<EditorPhotoApi> = {}): EditorPhotoApi {
  return { upload: vi.fn(async () => galleryOf(1)), remove: vi.fn(async () => galleryOf(0)), ...over };
}

/** localStorage stand-in that survives a remount (the "reload" of a test). */
export class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(key: string) { return this.map.get(key) ?? null; }
  setItem(key: string, value: string) { this.map.set(key, value); }
  removeItem(key: string) { this.map.delete(key); }
}

const HEADER_OF: Readonly<Record<string, HeaderName>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * A File of the given size and declared type whose first bytes are a real header of that type
 * (the checks read them); another type (a PDF, text) starts with the bytes of a PDF. An empty
 * file has no bytes.
 */
export const photo = (name: string, type = 'image/jpeg', size = 1024) => {
  const file = size === 0 ? new File([], name, { type }) : mediaFile(HEADER_OF[type] ?? 'pdf', name, type);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
