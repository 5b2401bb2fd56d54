/**
 * `@portal/widgets`: the listing building blocks for React hosts, plus a ready composition (the
 * site's own components, packaged; the headless hooks are @portal/sdk/react's, re-exported here).
 * Import the styles once: `import '@portal/widgets/styles.css'`. @portal/sdk, React, TanStack Query
 * and react-i18next are the host's (peers); see ui/embed/README.md.
 */
export { useFilters, usePagination, useProfileList, createHistoryAdapter, createMemoryAdapter } from '@portal/sdk/react';
export type { UseFiltersOptions, UseFiltersResult, ProfileListState, HistoryAdapterOptions, UrlAdapter, Pagination as PaginationState } from '@portal/sdk/react';
export { ProfileCard } from '@portal/components/ProfileCard';
export type { ProfileCardProps, ProfileCardSlot } from '@portal/components/ProfileCard';
export { CardGrid } from '@portal/components/CardGrid';
export type { CardGridProps, CardGridSlot } from '@portal/components/CardGrid';
export { FilterPanel } from '@portal/components/FilterPanel';
export type { FilterPanelOptions, FilterPanelProps, FilterPanelSlot, FilterPanelTexts } from '@portal/components/FilterPanel';
export { Pagination } from '@portal/components/Pagination';
export type { PaginationProps, PaginationSlot, PaginationTexts } from '@portal/components/Pagination';
export { ProfileListingWidget } from './ProfileListingWidget';
export type {
  ProfileListingWidgetClassNames, ProfileListingWidgetProps, ProfileListingWidgetSlot, ProfileListingWidgetTexts,
} from './ProfileListingWidget';
