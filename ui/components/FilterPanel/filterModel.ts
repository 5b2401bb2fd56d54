import type { ProfileFilterOptions, ProfileFilters } from '@portal/sdk';

/** The checkbox groups of the collapsed sections: filter keys whose value is a list of option ids. */
export type CollapsedKey =
  | 'services' | 'type' | 'hair_color' | 'hair_length' | 'bust_type' | 'bust_size' | 'smoker' | 'alcohol' | 'tattoo'
  | 'ethnicity' | 'orientation' | 'available_for' | 'meeting_with' | 'bikini' | 'eyes';

/** The checkbox groups: filter keys whose value is a list of option ids. */
export type IdListKey = CollapsedKey | 'gender';

export type RangeKey = 'ages' | 'height' | 'weight';

/** A collapsible section: its title key (under `filters.`) and the groups it holds. */
export interface CollapsedSection {
  id: string;
  title: string;
  groups: readonly CollapsedKey[];
  /** The body section also holds the weight range. */
  weight?: boolean;
}

/**
 * Rarely used groups sit in collapsed sections whose content loads and mounts on first open,
 * so the first paint carries only location, age, height, status, gender and incall/outcall.
 */
export const COLLAPSED_SECTIONS: readonly CollapsedSection[] = [
  { id: 'services', title: 'services', groups: ['services'] },
  { id: 'body', title: 'type', groups: ['type'], weight: true },
  { id: 'hair', title: 'hair', groups: ['hair_color', 'hair_length'] },
  { id: 'bust', title: 'bust', groups: ['bust_type', 'bust_size'] },
  { id: 'additional', title: 'additional', groups: ['smoker', 'alcohol', 'tattoo'] },
  { id: 'ethnicity', title: 'ethnicity', groups: ['ethnicity'] },
  { id: 'orientation', title: 'orientation', groups: ['orientation'] },
  { id: 'available_for', title: 'available_for', groups: ['available_for'] },
  { id: 'meeting_with', title: 'meeting_with', groups: ['meeting_with'] },
  { id: 'bikini', title: 'bikini', groups: ['bikini'] },
  { id: 'eyes', title: 'eyes', groups: ['eyes'] },
];

/** A country as the location fields show it: its name and its cities' names. */
export interface FilterPanelCountry {
  id: number;
  title: string;
  cities: ReadonlyArray<{ id: number; title: string }>;
}

/**
 * The choices the panel renders from: the API's `ProfileFilterOptions` (GET /api/filter-data), or
 * the part of them its first paint shows (`firstPaintOptions`). A collapsed section's group that
 * is missing is not loaded yet: its section is shown, and its body waits for it.
 */
export type FilterPanelOptions = Omit<ProfileFilterOptions, 'countries' | CollapsedKey> &
  Partial<Pick<ProfileFilterOptions, CollapsedKey>> & { countries: readonly FilterPanelCountry[] };

/**
 * What the panel's first paint renders of `options` for `value`: every country's name, the cities
 * of the chosen country and the chosen city only, the ranges, statuses and genders, and the groups of the sections
 * that start open (a value of theirs is set); a closed section's groups are left out (kept as an
 * empty list when they have no choices, so the section stays hidden). A server sends this in the
 * page instead of the whole options (the listing's HTML budget), and the rest loads when the
 * visitor reaches for the panel.
 */
export function firstPaintOptions(options: ProfileFilterOptions, value: ProfileFilters): FilterPanelOptions {
  const { countries, ...rest } = options;
  const first: FilterPanelOptions = {
    ...rest,
    countries: countries.map(({ id, title, cities }) => ({
      id,
      title,
      // The chosen city stays too, whatever the country: the listing's heading names it.
      cities: cities.filter((city) => id === value.country_id || city.id === value.city_id).map((city) => ({ id: city.id, title: city.title })),
    })),
  };
  for (const section of COLLAPSED_SECTIONS) {
    if (countSet(value, section) > 0) continue;
    for (const group of section.groups) if (options[group].length > 0) delete first[group];
  }
  return first;
}

export const RANGE_KEYS: Readonly<Record<RangeKey, { min: 'age_min' | 'height_min' | 'weight_min'; max: 'age_max' | 'height_max' | 'weight_max' }>> = {
  ages: { min: 'age_min', max: 'age_max' },
  height: { min: 'height_min', max: 'height_max' },
  weight: { min: 'weight_min', max: 'weight_max' },
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The filters with some keys changed; empty values are removed, so the URL stays clean. */
export function withValues(filters: ProfileFilters, changes: Partial<ProfileFilters>): ProfileFilters {
  const next: Record<string, unknown> = { ...filters, ...changes };
  for (const key of Object.keys(next)) if (isEmpty(next[key])) delete next[key];
  return next as ProfileFilters;
}

/** How many values are set in a section (shown next to its title). */
export function countSet(filters: ProfileFilters, section: CollapsedSection): number {
  let count = section.groups.reduce((sum, key) => sum + (filters[key]?.length ?? 0), 0);
  if (section.weight && (filters.weight_min !== undefined || filters.weight_max !== undefined)) count += 1;
  return count;
}

/**
 * Where each profile filter is set. `panel`: the panel's fields (location, the ranges, statuses,
 * incall/outcall, gender, the type of business, the collapsed sections' groups); `toolbar`: the
 * listing's name search and order; `route`: the page's category; `link`: the models of one
 * business, which a business's page links to (no visitor picks a business by its id). A filter
 * the schema gains has no place until it is named here, and the filter-places test fails for it.
 */
export const FILTER_PLACES = {
  panel: [
    'country_id', 'city_id', ...Object.values(RANGE_KEYS).flatMap(({ min, max }) => [min, max]), 'statuses', 'incall_outcall', 'gender',
    'business_type', ...COLLAPSED_SECTIONS.flatMap((section) => section.groups),
  ],
  toolbar: ['name', 'sort'],
  route: ['category'],
  link: ['business_id'],
} as const satisfies Readonly<Record<string, readonly (keyof ProfileFilters)[]>>;

/** Keys the panel does not set: the page's category, the listing toolbar's name search and order, a link's business. */
const NOT_PANEL_KEYS: ReadonlySet<string> = new Set([...FILTER_PLACES.toolbar, ...FILTER_PLACES.route, ...FILTER_PLACES.link]);

/** How many of the panel's filters are active (the number on the phone's Filters button). */
export function countActive(filters: ProfileFilters): number {
  return Object.entries(filters).filter(([key, v]) => !NOT_PANEL_KEYS.has(key) && !isEmpty(v)).length;
}

export type GroupOptions = ProfileFilterOptions[IdListKey];
