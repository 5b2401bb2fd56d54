import type { ProfileFilters } from '@portal/sdk';
import type { FilterPanelOptions, IdListKey, RangeKey } from '../FilterPanel/filterModel';
import { RANGE_KEYS, withValues } from '../FilterPanel/filterModel';

/** One active filter as a chip: what it says, and the filters without it. */
export interface FilterChip {
  id: string;
  label: string;
  without: ProfileFilters;
}

/** A `filters.*` text (or another catalog key given whole, as `listing.nameFilter`). */
type Text = (key: string, values?: Record<string, unknown>) => string;

const ID_LISTS: readonly IdListKey[] = [
  'gender', 'services', 'type', 'hair_color', 'hair_length', 'bust_type', 'bust_size', 'smoker', 'alcohol', 'tattoo',
  'ethnicity', 'orientation', 'available_for', 'meeting_with', 'bikini', 'eyes',
];

/** The chosen city's name in the reader's language (the filter data's), if the options have it. */
export function cityTitleOf(options: Pick<FilterPanelOptions, 'countries'> | undefined, cityId: number | undefined): string | undefined {
  if (cityId === undefined || !options) return undefined;
  for (const country of options.countries) {
    const city = country.cities.find((c) => c.id === cityId);
    if (city) return city.title;
  }
  return undefined;
}

/**
 * The visitor's active filters, one chip a value (each status, each checked option), in the order
 * of the panel; the name search too. The page's category and the order are no filters of theirs.
 * `name`: how the name search reads (`listing.nameFilter`).
 */
export function activeFilterChips(filters: ProfileFilters, options: FilterPanelOptions | undefined, text: Text, name: (value: string) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  const without = (changes: Partial<ProfileFilters>) => withValues(filters, changes);
  if (filters.name) chips.push({ id: 'name', label: name(filters.name), without: without({ name: undefined }) });
  if (filters.city_id !== undefined) {
    chips.push({ id: 'city', label: cityTitleOf(options, filters.city_id) ?? text('city'), without: without({ city_id: undefined }) });
  } else if (filters.country_id !== undefined) {
    const country = options?.countries.find((c) => c.id === filters.country_id)?.title ?? text('country');
    chips.push({ id: 'country', label: country, without: without({ country_id: undefined }) });
  }
  for (const status of filters.statuses ?? []) {
    chips.push({ id: `status-${status}`, label: text(`status.${status}`), without: without({ statuses: filters.statuses!.filter((s) => s !== status) }) });
  }
  for (const key of Object.keys(RANGE_KEYS) as RangeKey[]) {
    const { min, max } = RANGE_KEYS[key];
    const low = filters[min];
    const high = filters[max];
    if (low === undefined && high === undefined) continue;
    const range = low !== undefined && high !== undefined ? `${low}–${high}` : low !== undefined ? `≥ ${low}` : `≤ ${high}`;
    chips.push({ id: key, label: `${text(key)}: ${range}`, without: without({ [min]: undefined, [max]: undefined }) });
  }
  if (filters.incall_outcall) chips.push({ id: 'incall_outcall', label: text(filters.incall_outcall), without: without({ incall_outcall: undefined }) });
  if (filters.business_type) {
    chips.push({ id: 'business_type', label: text(`businessTypes.${filters.business_type}`), without: without({ business_type: undefined }) });
  }
  for (const key of ID_LISTS) {
    const ids = filters[key] ?? [];
    for (const id of ids) {
      const title = options?.[key]?.find((o) => o.id === id)?.title;
      chips.push({ id: `${key}-${id}`, label: title ?? text(key), without: without({ [key]: ids.filter((i) => i !== id) }) });
    }
  }
  return chips;
}
