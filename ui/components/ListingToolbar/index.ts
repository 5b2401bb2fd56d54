export { ListingToolbar } from './ListingToolbar';
export type { ListingToolbarProps } from './ListingToolbar';
export { NameSearch } from './NameSearch';
export type { NameSearchProps } from './NameSearch';
export { SortSelect } from './SortSelect';
export type { SortSelectProps } from './SortSelect';
export { CityChip } from './CityChip';
export type { CityChipProps } from './CityChip';
