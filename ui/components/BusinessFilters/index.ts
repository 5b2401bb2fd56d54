export { BUSINESS_FILTER_FIELDS, BusinessFilters } from './BusinessFilters';
export type { BusinessFilterValue, BusinessFiltersProps } from './BusinessFilters';
