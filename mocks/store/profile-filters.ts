import type { BusinessType, ProfileFilters, ProfileSort, StatusFilter } from '../../schemas';
import type { ProfileRecord } from './types';

/** A public profile with the values the filters compare, worked out once per index build. */
export interface IndexedProfile {
  rec: ProfileRecord;
  /** Place in the public listing order (VIP, TOP, the rest; newest first within each). */
  pos: number;
  age: number;
  height: number | null;
  weight: number | null;
  /** Ids of the services the profile offers (included or extra, checked). */
  services: number[];
  incall: boolean;
  outcall: boolean;
  isNew: boolean;
  businessType: BusinessType | null;
  /** The public name for the name search (beyond spec), lower case without accents; null for an incognito model. */
  searchName: string | null;
  /** The lowest rate in euros (price sorts, beyond spec); null without rates. */
  priceEur: number | null;
  /** The average rating (rating sort, beyond spec); null without reviews. */
  rating: number | null;
}

type Value = string | number;

/**
 * For every set-valued filter: the values a profile has. A filter matches when the profile has
 * any of the wanted values (OR within a filter); different filters must all match (AND).
 */
export const FILTER_FIELDS = {
  category: (p) => [p.rec.form.category],
  country_id: (p) => nonNull(p.rec.form.country_id),
  city_id: (p) => nonNull(p.rec.form.city_id),
  business_type: (p) => (p.businessType ? [p.businessType] : []),
  business_id: (p) => (p.rec.business_id !== null ? [p.rec.business_id] : []),
  incall_outcall: (p) => [...(p.incall ? ['incall'] : []), ...(p.outcall ? ['outcall'] : [])],
  services: (p) => p.services,
  type: (p) => nonNull(p.rec.form.body_type_id),
  hair_color: (p) => nonNull(p.rec.form.hair_color_id),
  hair_length: (p) => nonNull(p.rec.form.hair_length_id),
  bust_type: (p) => nonNull(p.rec.form.bust_type_id),
  bust_size: (p) => nonNull(p.rec.form.breast_size_id),
  smoker: (p) => nonNull(p.rec.form.smokers_id),
  alcohol: (p) => nonNull(p.rec.form.alcohol_id),
  tattoo: (p) => nonNull(p.rec.form.tattoo_id),
  gender: (p) => nonNull(p.rec.form.gender_id),
  ethnicity: (p) => nonNull(p.rec.form.ethnicity_id),
  orientation: (p) => nonNull(p.rec.form.orientation_id),
  available_for: (p) => nonNull(p.rec.form.available_for),
  meeting_with: (p) => p.rec.form.meeting_with ?? [],
  bikini: (p) => nonNull(p.rec.form.intimate_grooming_id),
  eyes: (p) => nonNull(p.rec.form.eye_color_id),
  statuses: (p) => statusesOf(p),
} satisfies Partial<Record<keyof ProfileFilters, (p: IndexedProfile) => readonly Value[]>>;

export type SetFilterKey = keyof typeof FILTER_FIELDS;
export const SET_FILTER_KEYS = Object.keys(FILTER_FIELDS) as SetFilterKey[];

/** Range filters: [min key, max key, the profile's value]. */
export const RANGE_FILTERS: ReadonlyArray<readonly [keyof ProfileFilters, keyof ProfileFilters, (p: IndexedProfile) => number | null]> = [
  ['age_min', 'age_max', (p) => p.age],
  ['height_min', 'height_max', (p) => p.height],
  ['weight_min', 'weight_max', (p) => p.weight],
];

function nonNull(id: number | null | undefined): number[] {
  return id === null || id === undefined ? [] : [id];
}

/** §3 statuses as the filter names them. */
export function statusesOf(p: IndexedProfile): StatusFilter[] {
  const out: StatusFilter[] = [];
  if (p.rec.is_vip) out.push('VIP');
  if (p.rec.is_top) out.push('TOP');
  if (p.rec.is_verified) out.push('VERIFIED');
  if (p.rec.form.travel) out.push('TRAVEL GIRL');
  if (p.isNew) out.push('NEW');
  if (p.rec.business_id === null) out.push('INDIVIDUAL');
  return out;
}

/** The wanted values of one filter, or null when the filter is not set. */
export function wantedValues(filters: Partial<ProfileFilters>, key: SetFilterKey): Set<Value> | null {
  const raw = filters[key];
  if (raw === undefined || raw === null) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.length === 0 ? null : new Set<Value>(list as Value[]);
}

/** The values a profile has for one filter. */
export const valuesOf = (p: IndexedProfile, key: SetFilterKey): readonly Value[] =>
  (FILTER_FIELDS[key] as (p: IndexedProfile) => readonly Value[])(p);

export function matchesSet(p: IndexedProfile, key: SetFilterKey, wanted: Set<Value>): boolean {
  for (const value of valuesOf(p, key)) if (wanted.has(value)) return true;
  return false;
}

export function matchesRanges(p: IndexedProfile, filters: Partial<ProfileFilters>): boolean {
  for (const [minKey, maxKey, valueOf] of RANGE_FILTERS) {
    const min = filters[minKey] as number | undefined;
    const max = filters[maxKey] as number | undefined;
    if (min === undefined && max === undefined) continue;
    const value = valueOf(p);
    if (value === null) return false;
    if (min !== undefined && value < min) return false;
    if (max !== undefined && value > max) return false;
  }
  return true;
}

/** Text as the name search compares it: lower case, accents dropped (`Dária` and `daria` match). */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The name search (beyond spec): the public name contains the text. An incognito model is never
 * found by name: her real name is not public, and "Incognito" is not hers.
 */
export function matchesName(p: IndexedProfile, filters: Partial<ProfileFilters>): boolean {
  if (filters.name === undefined) return true;
  return p.searchName !== null && p.searchName.includes(searchText(filters.name.trim()));
}

/** Unknown values (no rates, no reviews) go last whatever the direction. */
const byValue = (a: number | null, b: number | null, direction: 1 | -1): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : (a - b) * direction;

/**
 * The visitor's orders (beyond spec, `sort=`): applied strictly, a paid placement does not jump
 * them; ties keep the default order (VIP, TOP, the rest; newest first), which is `pos`.
 */
export const SORTS: Readonly<Record<ProfileSort, (a: IndexedProfile, b: IndexedProfile) => number>> = {
  newest: (a, b) => b.rec.created_at - a.rec.created_at || a.pos - b.pos,
  price_asc: (a, b) => byValue(a.priceEur, b.priceEur, 1) || a.pos - b.pos,
  price_desc: (a, b) => byValue(a.priceEur, b.priceEur, -1) || a.pos - b.pos,
  rating: (a, b) => byValue(a.rating, b.rating, -1) || a.pos - b.pos,
};
