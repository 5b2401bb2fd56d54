import { createContext, useContext } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { ProfileFilters } from '@portal/sdk';
import type { SlotClassNames } from '../internal/cx';
import type { FilterPanelOptions } from './filterModel';

export type FilterPanelSlot =
  | 'root' | 'header' | 'title' | 'section' | 'sectionToggle' | 'field' | 'label' | 'select' | 'checkbox'
  | 'slider' | 'toggle' | 'reset' | 'drawerButton' | 'drawer';

/**
 * Overrides of any `filters.*` text by its key path ("title", "reset", "status.VIP", "hair_color"…),
 * so an embedding site can rename a label without a catalog of its own.
 */
export type FilterPanelTexts = Partial<Record<string, string>>;

/** How a change should enter the browser's history (the host's URL adapter decides what it does with it). */
export interface FilterChangeOptions {
  /**
   * A further step of one adjustment (the arrow keys on a slider after its first step): replace
   * the history entry of that first step rather than add one, so one Back undoes the adjustment.
   */
  replace?: boolean;
}

export interface FilterContextValue {
  value: ProfileFilters;
  options: FilterPanelOptions;
  change: (changes: Partial<ProfileFilters>, options?: FilterChangeOptions) => void;
  text: (key: string, values?: Record<string, unknown>) => string;
  classNames: SlotClassNames<FilterPanelSlot>;
  idPrefix: string;
}

export const FilterContext = createContext<FilterContextValue | null>(null);

export function useFilterContext(): FilterContextValue {
  const context = useContext(FilterContext);
  if (!context) throw new Error('Filter fields must be rendered inside FilterPanel');
  return context;
}

/** `filters.<key>` from the catalog unless the host overrides it. */
export function useFilterText(texts: FilterPanelTexts | undefined) {
  const { t } = useCachedTranslation();
  return (key: string, values?: Record<string, unknown>): string => texts?.[key] ?? t(`filters.${key}`, values ?? {});
}
