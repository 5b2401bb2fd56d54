export { ReviewFilters } from './ReviewFilters';
export type { ReviewFilterValue, ReviewFiltersProps } from './ReviewFilters';
