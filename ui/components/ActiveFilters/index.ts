export { ActiveFilters } from './ActiveFilters';
export type { ActiveFiltersProps } from './ActiveFilters';
export { activeFilterChips, cityTitleOf } from './activeFilterChips';
export type { FilterChip } from './activeFilterChips';
