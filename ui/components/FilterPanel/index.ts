export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';
export type { FilterChangeOptions, FilterPanelSlot, FilterPanelTexts } from './texts';
export { COLLAPSED_SECTIONS, countActive, firstPaintOptions, withValues } from './filterModel';
export type { FilterPanelCountry, FilterPanelOptions } from './filterModel';
