import type { ProfileFilterOptions, ProfileFilters } from '../../../schemas/filters';

/** The checkbox groups: filter keys whose value is a list of option ids. */
export type IdListKey =
  | 'services' | 'type' | 'hair_color' | 'hair_length' | 'bust_type' | 'bust_size' | 'smoker' | 'alcohol' | 'tattoo'
  | 'gender' | 'ethnicity' | 'orientation' | 'available_for' | 'meeting_with' | 'bikini' | 'eyes';

export type RangeKey = 'ages' | 'height' | 'weight';

/** A collapsible section: its title key (under `filters.`) and the groups it holds. */
export interface CollapsedSection {
  id: string;
  title: string;
  groups: readonly IdListKey[];
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

/** How many filters are active (the number on the phone's Filters button); `category` is the page, not a filter. */
export function countActive(filters: ProfileFilters): number {
  return Object.entries(filters).filter(([key, v]) => key !== 'category' && !isEmpty(v)).length;
}

export type GroupOptions = ProfileFilterOptions[IdListKey];
