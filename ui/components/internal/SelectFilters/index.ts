export { SelectFilter, SelectFiltersForm, WideFilter, positive, useShownFilters } from './SelectFilters';
export type { SelectFilterProps, SelectFiltersFormProps } from './SelectFilters';
