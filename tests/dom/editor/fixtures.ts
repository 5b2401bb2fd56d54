import type { CountryWithCities, IndividualData, Option } from '../../../schemas';
import { emptyEditorValues } from '../../../sdk/editor';
import type { EditorValues } from '../../../sdk/editor';

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
